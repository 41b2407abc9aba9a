#!/usr/bin/env node
// The bin. Kept to one import so `--help` and `--version` load nothing heavy (see src/cli/).
import { main } from './cli/main.js';

void main(process.argv.slice(2));
