import type { AiConfig } from '../../config.ts';
import type { AiPort } from './ai-port.ts';
import { createLocalAi, type EngineTailor } from './local/local-ai.ts';
import { createModelAi } from './model/model-ai.ts';

/** The adapter chosen once at start-up: a language model when one is configured, else the engine. */
export function createAiPort(config: AiConfig, engineTailor?: EngineTailor): AiPort {
  return config.model ? createModelAi(config.model, config) : createLocalAi(engineTailor);
}
