/** How bad a diagnostic is: an error fails the command, a warning fails it under --strict, info never does. */
export type Severity = "error" | "warning" | "info";
