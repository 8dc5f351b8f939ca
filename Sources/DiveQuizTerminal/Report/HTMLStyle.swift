import DiveQuizCore

/// The printable report's style sheet, inlined in the page: laid out for A4, readable on a
/// screen, with no web font or other file to fetch.
enum HTMLStyle {
  static let css = """
    @page { size: A4; margin: 14mm 12mm 16mm 12mm; }
    * { box-sizing: border-box; }
    body { margin: 0; background: #ffffff; color: #1a202c;
      font: 10.5pt/1.4 "DejaVu Sans", "Liberation Sans", "Helvetica Neue", Arial, sans-serif; }
    main { max-width: 186mm; margin: 0 auto; padding: 10mm 0 12mm; }
    header { border-bottom: 2px solid #2b6cb0; padding-bottom: 4mm; margin-bottom: 5mm; }
    h1 { font-size: 18pt; margin: 0 0 1mm; color: #2b6cb0; }
    h2 { font-size: 12.5pt; margin: 7mm 0 2.5mm; color: #2c5282;
      border-bottom: 1px solid #cbd5e0; padding-bottom: 1mm; }
    p { margin: 1mm 0; }
    .meta { color: #4a5568; font-size: 9.5pt; }
    .subtitle { font-size: 12pt; margin: 0 0 1.5mm; color: #1a202c; }
    table { width: 100%; border-collapse: collapse; font-size: 9.5pt; }
    th { text-align: left; font-size: 7.5pt; letter-spacing: 0.04em; color: #4a5568;
      border-bottom: 1.5px solid #a0aec0; padding: 1.2mm 1.5mm; vertical-align: bottom; }
    td { border-bottom: 1px solid #e2e8f0; padding: 1mm 1.5mm; vertical-align: top; }
    tbody tr:nth-child(even) td { background: #f7fafc; }
    .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
    th.num { text-align: right; }
    .name { font-weight: 600; }
    .passed { color: #276749; font-weight: 600; }
    .failed { color: #c05621; font-weight: 600; }
    .abandoned { color: #718096; font-style: italic; }
    .desc { font-size: 8.5pt; }
    .share { white-space: nowrap; }
    .share span { display: inline-block; width: 14mm; text-align: right;
      font-variant-numeric: tabular-nums; }
    .rules { white-space: nowrap; font-size: 8.5pt; color: #4a5568; }
    .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 3mm; }
    figure { margin: 0; border: 1px solid #e2e8f0; border-radius: 2mm; padding: 2mm; }
    figcaption { font-size: 9pt; font-weight: 600; margin-bottom: 1mm;
      overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    figcaption span { font-weight: 400; color: #4a5568; }
    svg { display: block; }
    svg.progress { width: 100%; height: auto; }
    svg.sheet { width: 100%; height: auto; margin: 1mm 0 3mm; }
    svg.due { width: 100%; height: auto; }
    caption { text-align: left; font-size: 9pt; font-weight: 600; margin: 3mm 0 1mm; }
    svg.bar { width: 22mm; height: 2.8mm; display: inline-block; vertical-align: middle; }
    svg text { font-family: inherit; fill: #1a202c; }
    svg text.axis { font-size: 8px; fill: #718096; }
    svg text.value { font-size: 8px; }
    svg text.name { font-size: 10px; }
    table.kinds th.num { white-space: normal; }
    table.kinds td { font-size: 8.5pt; }
    table.kinds small { color: #718096; }
    table.confusion { width: auto; }
    table.confusion td, table.confusion th { text-align: center; min-width: 11mm; }
    table.confusion td.code, table.confusion th.code { text-align: left; font-weight: 600; }
    .legend { columns: 2; font-size: 8.5pt; padding-left: 0; list-style: none; margin: 2mm 0; }
    .legend b { display: inline-block; width: 5mm; }
    .note { color: #4a5568; font-size: 8.5pt; }
    .warning { color: #9c4221; background: #fffaf0; border-left: 3px solid #dd6b20;
      padding: 1mm 2mm; }
    footer { margin-top: 8mm; color: #718096; font-size: 8pt; border-top: 1px solid #e2e8f0;
      padding-top: 2mm; }
    @media print {
      body { font-size: 9.5pt; }
      main { max-width: none; padding: 0; }
      h2 { break-after: avoid; page-break-after: avoid; }
      tr, figure, svg.sheet, #confusion, .legend { break-inside: avoid; page-break-inside: avoid; }
      thead { display: table-header-group; }
      tbody tr:nth-child(even) td { background: #f7fafc;
        -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      table.confusion td { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }
    """
}
