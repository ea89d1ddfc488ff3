import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AiProvider } from '../../../contract/ai.js';
import type { AiConfig } from '../../config.js';
import { createOfflineModel, OFFLINE_MODEL_ID } from './offline-model.js';

/** The active writer: which provider, its model id, and the AI SDK model every task calls. */
export interface AiRuntime {
  provider: AiProvider;
  modelId: string;
  model: LanguageModelV3;
  config: AiConfig;
}

/**
 * Chooses the writer from configuration: an OpenAI-compatible endpoint when `AI_BASE_URL` is set
 * (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio, ...; `AI_MODEL` names the model), otherwise the
 * built-in offline writer.
 */
export function createAiRuntime(config: AiConfig): AiRuntime {
  if (config.baseUrl && config.model) {
    const provider = createOpenAICompatible({
      name: 'storyloom-ai',
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      supportsStructuredOutputs: config.structuredOutputs,
      includeUsage: true,
    });
    return {
      provider: 'openai-compatible',
      modelId: config.model,
      model: provider.chatModel(config.model),
      config,
    };
  }
  return { provider: 'offline', modelId: OFFLINE_MODEL_ID, model: createOfflineModel(), config };
}
