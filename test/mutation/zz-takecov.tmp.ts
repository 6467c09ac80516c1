import { afterAll } from "vitest";
import { takeCoverage } from "node:v8";
afterAll(() => takeCoverage());
