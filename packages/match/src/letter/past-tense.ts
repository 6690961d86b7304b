// The past tense of a resume's action verbs, so that "Prepare journal entries…" and
// "Manages a team…" read "I prepared journal entries…", "I managed a team…" in a letter.

const IRREGULAR: Record<string, string> = {
  be: 'was',
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  choose: 'chose',
  cut: 'cut',
  do: 'did',
  draw: 'drew',
  drive: 'drove',
  feed: 'fed',
  find: 'found',
  fly: 'flew',
  get: 'got',
  give: 'gave',
  go: 'went',
  grow: 'grew',
  have: 'had',
  hold: 'held',
  keep: 'kept',
  lay: 'laid',
  lead: 'led',
  lend: 'lent',
  make: 'made',
  meet: 'met',
  oversee: 'oversaw',
  pay: 'paid',
  put: 'put',
  read: 'read',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  run: 'ran',
  seek: 'sought',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  shoot: 'shot',
  speak: 'spoke',
  spend: 'spent',
  take: 'took',
  teach: 'taught',
  tell: 'told',
  think: 'thought',
  undertake: 'undertook',
  win: 'won',
  write: 'wrote',
};
// Verbs that double their last consonant: one short syllable, or a stressed last one.
const DOUBLING = new Set(
  `plan log ship map scan step stop drop tag pin tap chat jog rub grab plot skim trim clip slip stem
  control patrol program refer prefer compel equip occur commit admit submit permit transfer regret
  propel excel`.split(/\s+/),
);

/** The simple past of a verb in its base form. */
export function pastTense(verb: string): string {
  const base = verb.toLowerCase();
  const irregular = IRREGULAR[base];
  if (irregular) return irregular;
  if (DOUBLING.has(base)) return `${base}${base.slice(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}
