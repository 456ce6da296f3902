#!/usr/bin/env node
// Before `make-fixtures` and `eval:speech`: the Debian packages the speech
// pipeline and the evaluation corpus need (festival voices included).
import { ensureDebianPackages, EVAL_NEEDS, RUNTIME_NEEDS } from './lib/system-deps.mjs';

ensureDebianPackages([...RUNTIME_NEEDS, ...EVAL_NEEDS]);
