// The official openai Node SDK against our server, as a Node app would call it; prints
// what it got as one JSON line for tests/test_openai_clients.py to check.
// Usage: node speak.mjs BASE_URL API_KEY (run from the folder openai is installed in).
import OpenAI from "openai";

const [baseURL, apiKey] = process.argv.slice(2);
const client = new OpenAI({ baseURL, apiKey, maxRetries: 0 });
const out = {};

out.models = [];
for await (const model of client.models.list()) out.models.push(model.id);

// Audio: pcm at OpenAI's slowest speed, read as a Node app would (arrayBuffer).
const pcm = await client.audio.speech.create({
  model: "tts-1",
  voice: "shimmer",
  input: "Hello from Node.",
  response_format: "pcm",
  speed: 0.25,
});
out.pcm = {
  bytes: (await pcm.arrayBuffer()).byteLength,
  contentType: pcm.headers.get("content-type"),
  speedApplied: pcm.headers.get("x-speed-applied"),
};

// Server-sent events, read off the response body.
const sse = await client.audio.speech.create({
  model: "gpt-4o-mini-tts",
  voice: "coral",
  input: "Events from Node.",
  response_format: "mp3",
  stream_format: "sse",
  instructions: "None",
});
const text = await sse.text();
const events = text
  .split("\n\n")
  .filter((block) => block.trim())
  .map((block) => JSON.parse(block.split("\n").find((l) => l.startsWith("data: ")).slice(6)));
out.sse = {
  contentType: sse.headers.get("content-type"),
  types: events.map((e) => e.type),
  audioBytes: events
    .filter((e) => e.type === "speech.audio.delta")
    .reduce((n, e) => n + Buffer.from(e.audio, "base64").length, 0),
  usage: events.at(-1).usage,
};

// An error in OpenAI's shape becomes the SDK's typed error.
try {
  await client.audio.speech.create({ model: "tts-1", voice: "nobody", input: "Hi." });
  out.error = null;
} catch (err) {
  out.error = { status: err.status, code: err.code, param: err.param, type: err.type };
}

console.log(JSON.stringify(out));
