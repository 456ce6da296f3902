/**
 * A minimal client for any OpenAI-compatible chat-completions endpoint
 * (OpenAI, Azure's compatible route, vLLM, llama.cpp server, Ollama...),
 * asking for a JSON answer. Plain fetch: no SDK to install.
 */
export interface ChatClientOptions {
  /** Up to and including the version, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** json_schema asks the server to enforce the schema; json_object only asks for JSON. */
  jsonMode: 'json_schema' | 'json_object';
  fetch?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Why a call failed, for the log (the caller falls back to the rules coach). */
export class LlmError extends Error {
  constructor(
    readonly kind: 'timeout' | 'http' | 'network' | 'malformed' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** Some models wrap JSON in a Markdown fence even when told not to. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

/** Sends the messages and returns the parsed JSON the model answered with. */
export async function chatJson(
  options: ChatClientOptions,
  messages: ChatMessage[],
  schema: { name: string; jsonSchema: Record<string, unknown> },
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  const responseFormat =
    options.jsonMode === 'json_schema'
      ? {
          type: 'json_schema',
          json_schema: { name: schema.name, schema: schema.jsonSchema, strict: false },
        }
      : { type: 'json_object' };
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  let body: string;
  try {
    response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        temperature: 0.4,
        response_format: responseFormat,
      }),
      signal: combined,
    });
    body = await response.text();
  } catch (err) {
    if (timeout.aborted) throw new LlmError('timeout', `no answer within ${options.timeoutMs} ms`);
    throw new LlmError('network', err instanceof Error ? err.message : String(err));
  }
  if (!response.ok) {
    throw new LlmError('http', `HTTP ${response.status}: ${body.slice(0, 300)}`);
  }
  let content: unknown;
  try {
    const envelope = JSON.parse(body) as {
      choices?: Array<{ message?: { content?: unknown } }>;
    };
    content = envelope.choices?.[0]?.message?.content;
  } catch {
    throw new LlmError('malformed', 'the response is not a chat-completions JSON body');
  }
  if (typeof content !== 'string') throw new LlmError('malformed', 'the answer has no content');
  try {
    return JSON.parse(stripFence(content)) as unknown;
  } catch {
    throw new LlmError('malformed', `the answer is not JSON: ${content.slice(0, 120)}`);
  }
}
