import { normalizeToken } from '../text/tokenize.ts';
import type { Candidate } from './candidates.ts';
import type { LineInfo } from './posting-lines.ts';
import { GENERIC_NOUNS, QUALIFIERS } from './stop-words.ts';

// The head of each requirement bullet, in any language: what the bullet asks for once its lead
// ("Good knowledge of", "Sehr gute Kenntnisse in", "Maîtrise de") is dropped, up to the first
// punctuation or joining word. It needs no POS tagger (the tagger reads English only), so a
// requirement outside the vocabulary is reported whatever language the posting is written in.

const LEAD = new RegExp(
  String.raw`^(?:(?:must|should|you|to)\s+)*(?:(?:have|has|possess|understand|demonstrated|previous|proven|solid|strong|deep|proficient)\s+)*(?:(?:a|an|the|some|sehr|très|muy|\w+e?s?\s+(?=(?:experience|knowledge|kenntnisse|erfahrung|connaissances?|conocimientos?)\b)|strong|solid|good|excellent|proven|deep|sound|basic|working|hands-on|practical|demonstrable|demonstrated|first|prior|previous|professional|relevant|gute?|erste|fundierte|bonnes?|excellentes?|buen[oa]s?|sólid[oa]s?)\s+)*(?:experience|knowledge|understanding|proficiency|familiarity|expertise|background|skills?|kenntnisse|erfahrung(?:en)?|expérience|connaissances?|maîtrise|experiencia|conocimientos?|dominio)\s+(?:(?:with|in|of|on|using|mit|in|von|im|der|de|d'|du|des|en|con|sur|dans|la|le|les|el|los)\s+)+`,
  'iu',
);
const VERB_LEAD =
  /^(?:(?:must|should|will|you)\s+)*(?:have|has|possess|understand|understanding of|demonstrated|previous|prior|proven)\s+(?:(?:a|an|the)\s+)?/i;
const QUALIFIER_LEAD =
  /^(?:(?:good|strong|excellent|great|quick|outstanding|extensive|stellar|solid|deep|sound|proficient|advanced|basic|sehr|gute?|bonne?|buen[oa])\s+)+/i;
// What a person is rather than what they bring: traits and soft skills a resume cannot prove.
const TRAITS =
  /^(?:team player|learner|communicator|communication(?: skills)?|organi[sz]ational(?: skills)?|attention|problem[- ]solving|written|verbal|attitude|level of|affinit|willen|starke|capacité|sens)/i;
// A bullet about the person, not a thing to bring.
const SOFT =
  /^(?:ability|able|willing|willingness|eager|passion|passionate|you|we|our|your|a|an|the|strong (?:communication|written)|excellent (?:communication|written)|fähigkeit|bereitschaft|freude|capacité|sens|esprit|capacidad|ganas)\b/i;
// Words that end a head: the list goes on, an example follows, or a clause begins.
const TRAILING = /\s+(?:such|like|e\.g|etc|including|especially)$|[-–]$/i;
// One word that describes the person rather than names a thing to bring.
const TRAIT = /(?:ive|ous|ful|ic|ed|able|ible|ent|ant|ity|ness|ism)$/i;
const NOT_ASKED =
  /\b(?:interview|send us|apply|application|bewerbung|candidature|entretien|entrevista|start date|salary)\b/i;
const STOP =
  /[,.;:()!?]|\s[–—-]\s|\s(?:and|or|for|to|with|in|on|at|as|from|that|which|und|oder|für|mit|zur|zum|et|ou|pour|avec|afin|y|o|para|con)\s/i;
const MAX_WORDS = 5;
const MAX_LINE_WORDS = 14;

export function bulletHeads(lines: LineInfo[]): Candidate[] {
  const statesRequirements = lines.some((l) => l.kind === 'required');
  const out: Candidate[] = [];
  for (const line of lines) {
    const asks = line.kind === 'required' || (!statesRequirements && line.kind === 'duties');
    if (!asks || !line.bullet) continue;
    const text = line.text.trim();
    if (text.split(/\s+/).length > MAX_LINE_WORDS) continue;
    const rest = text.replace(VERB_LEAD, '').replace(LEAD, '').replace(QUALIFIER_LEAD, '');
    if (SOFT.test(rest) || TRAITS.test(rest)) continue;
    // Named after "knowledge of", "Kenntnisse in", "maîtrise de": a thing, whatever its case.
    const led = LEAD.test(text.replace(VERB_LEAD, ''));
    const stop = STOP.exec(rest);
    const head = (stop ? rest.slice(0, stop.index) : rest).trim().replace(TRAILING, '').trim();
    if (NOT_ASKED.test(text)) continue;
    const words = head.split(/\s+/).filter(Boolean);
    // A single ordinary word is a trait ("Pragmatic", "Curiosity") unless it is written as a
    // name: all capitals, an inner capital or a symbol ("SQL", "HTML/CSS", "JavaScript").
    if (
      words.length === 1 &&
      !/^\p{Lu}{2,}|.\p{Lu}|[/+#.]/u.test(head) &&
      (TRAIT.test(head) || !(led || /^\p{Lu}\p{Ll}+$/u.test(head)))
    )
      continue;
    if (words.length === 0 || words.length > MAX_WORDS || !/^\p{L}/u.test(head)) continue;
    const lower = words.map((w) => w.toLowerCase());
    const last = lower[lower.length - 1]!;
    if (GENERIC_NOUNS.has(last) || lower.every((w) => GENERIC_NOUNS.has(w) || QUALIFIERS.has(w)))
      continue;
    if (head.length < 3) continue;
    out.push({
      norm: lower.map(normalizeToken).join(' '),
      surface: head,
      line: line.index,
      proper: /\p{Lu}/u.test(head.slice(1)),
    });
  }
  return out;
}
