import { FakeOpenAi } from '../server/test/fake-openai.js';

/**
 * An OpenAI-compatible endpoint that fails every chat completion with HTTP 500, for the journey that
 * proves a provider failure shows "Generation Failed" and saves nothing (playwright.config.ts starts
 * it on FAKE_AI_PORT, and a second app pointed at it).
 */
const fake = new FakeOpenAi();
fake.reply = () => ({ kind: 'error', status: 500 });
const url = await fake.start(Number(process.env.FAKE_AI_PORT ?? 5201));
console.log(`fake AI endpoint (always failing) at ${url}`);
