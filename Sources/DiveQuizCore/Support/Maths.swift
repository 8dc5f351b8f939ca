/// `exp`, `log` and `pow` for the memory model, written in Swift so the core needs no platform
/// module (FoundationEssentials does not carry the C library's maths, and Foundation would
/// cost the program's start-up). Internal: the core's model is their only user, and other
/// modules keep the C library's.
///
/// The method is the classic one (as in Sun's fdlibm): reduce the argument by a multiple of
/// ln 2 split in two parts, so the reduction loses nothing, then sum a short series on what
/// is left. Against the C library `exp` and `log` agree within 4 units in the last place and
/// `pow(b, y)` within 4 × (1 + |y ln b|) (`MathsTests`), far below anything the model's
/// predictions show.
enum Maths {
  /// ln 2 in two parts: `ln2High` has its low bits zero, so `k * ln2High` is exact for any
  /// exponent `k` a double can have.
  static let ln2High = 6.93147180369123816490e-01
  static let ln2Low = 1.90821492927058770002e-10
}

/// e raised to `x`.
func exp(_ x: Double) -> Double {
  if x.isNaN { return x }
  if x > 709.782712893384 { return .infinity }
  if x < -745.1332191019412 { return 0 }
  let k = (x / (Maths.ln2High + Maths.ln2Low)).rounded()
  let r = (x - k * Maths.ln2High) - k * Maths.ln2Low
  // |r| ≤ ln 2 / 2: the Taylor series to r¹³/13! leaves less than 10⁻¹⁷, in Horner's form
  // with the coefficients 1/n! as constants: a division per term (thirteen a call, each
  // waiting on the last) made `exp` most of the time a schedule took to fit.
  // Written out, not looped over a table: the fit of a schedule calls this millions of times.
  var sum = 1.6059043836821613e-10  // 1/13!
  sum = sum * r + 2.08767569878681e-09  // 1/12!
  sum = sum * r + 2.505210838544172e-08
  sum = sum * r + 2.755731922398589e-07
  sum = sum * r + 2.7557319223985893e-06
  sum = sum * r + 2.48015873015873e-05
  sum = sum * r + 0.0001984126984126984
  sum = sum * r + 0.001388888888888889
  sum = sum * r + 0.008333333333333333
  sum = sum * r + 0.041666666666666664
  sum = sum * r + 0.16666666666666666
  sum = sum * r + 0.5
  sum = sum * r + 1
  sum = sum * r + 1  // 1/0!
  return Double(sign: .plus, exponent: Int(k), significand: sum)
}

/// The natural logarithm of `x`; NaN below 0, −∞ at 0.
func log(_ x: Double) -> Double {
  if x.isNaN || x == .infinity { return x }
  if x < 0 { return .nan }
  if x == 0 { return -.infinity }
  var exponent = Double(x.exponent)
  var m = x.significand
  // m in [√½, √2], so f = m − 1 is small on both sides.
  if m > 1.4142135623730951 {
    m /= 2
    exponent += 1
  }
  let f = m - 1
  let s = f / (2 + f)
  let z = s * s
  // ln(1 + f) = 2 atanh(s) = f − (f²/2 − s(f²/2 + R)), R = Σ 2zᵏ/(2k+1), k = 1…11.
  // Written out, as in `exp`: k from 11 down to 1, 2/(2k + 1) each.
  var r = z * 0.08695652173913043
  r = z * (0.09523809523809523 + r)
  r = z * (0.10526315789473684 + r)
  r = z * (0.11764705882352941 + r)
  r = z * (0.13333333333333333 + r)
  r = z * (0.15384615384615385 + r)
  r = z * (0.18181818181818182 + r)
  r = z * (0.2222222222222222 + r)
  r = z * (0.2857142857142857 + r)
  r = z * (0.4 + r)
  r = z * (0.6666666666666666 + r)
  let half = 0.5 * f * f
  let logM = f - (half - s * (half + r))
  return exponent * Maths.ln2High + (logM + exponent * Maths.ln2Low)
}

/// `base` raised to `power`: exp(power × ln base), with the cases where that formula has no
/// meaning (0, negative bases, infinities) answered as the C library answers them.
func pow(_ base: Double, _ power: Double) -> Double {
  if power == 0 || base == 1 { return 1 }
  if base.isNaN || power.isNaN { return .nan }
  if base == 0 { return power > 0 ? 0 : .infinity }
  if base == .infinity { return power > 0 ? .infinity : 0 }
  if base < 0 {
    guard power.rounded() == power else { return .nan }
    let magnitude = pow(-base, power)
    let odd = abs(power) < 9_007_199_254_740_992 && Int64(power) % 2 != 0
    return odd ? -magnitude : magnitude
  }
  return exp(power * log(base))
}
