/**
 * The JSON inside a model's answer. JSON mode keeps most answers clean, but a server without it
 * (or a model that ignores it) wraps the object in a code fence or a sentence ("Here are the
 * rewrites: …"); the object is taken from between the first `{` and the last `}`. Whether it is
 * the object asked for is the schema's call.
 */
export function answerJson(text: string): string {
  const fenced = /```[a-z]*\s*\n?([\s\S]*?)```/i.exec(text);
  const candidate = (fenced?.[1] ?? text).trim();
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  return start >= 0 && end > start ? candidate.slice(start, end + 1) : candidate;
}
