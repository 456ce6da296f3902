import { fileURLToPath } from 'node:url';

/**
 * Where `npm install` puts the model (scripts/lib/moonshine-model.mjs takes it
 * from the @moonshine-ai/moonshine-js package); MOONSHINE_MODEL_DIR overrides.
 */
export const DEFAULT_MOONSHINE_MODEL_DIR = fileURLToPath(
  new URL(
    '../../../../node_modules/.cache/podium/moonshine-js-0.1.29/tiny-quantized',
    import.meta.url,
  ),
);
