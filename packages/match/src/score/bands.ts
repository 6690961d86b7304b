// The bands live in the contract, so the apply page names a score with the engine's words.
export {
  MATCH_BANDS as BANDS,
  matchBandOf as bandOf,
  type MatchBandLabel as BandLabel,
} from '@resumio/contract/rules';
