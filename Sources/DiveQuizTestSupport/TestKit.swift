// Every test that imports the terminal's doubles also sees the kit's history and files in
// memory: they were one module until the kit was split out for apps that have no terminal.
@_exported import DiveQuizTestKit
