import { foldWords, phraseIndex } from '../fold';
import { KNOWLEDGE_BASE, type KnowledgeEntry, type KnowledgeTopic } from './knowledge-base';

/** Most entries one answer quotes. */
export const KNOWLEDGE_RESULTS_LIMIT = 2;

/** Words too common in questions to tell entries apart. */
const COMMON_WORDS = new Set(['cach', 'nhu', 'the', 'nao', 'lam', 'sao', 'gi', 'cho', 'toi', 'em', 'minh', 'la', 'va', 'co', 'khong', 'nen', 'de', 'viet', 've', 'mot', 'cua', 'nhung']);

/** How many entries list each keyword (folded): a keyword many entries share tells them apart less. */
let keywordCounts: Map<string, number> | undefined;
function keywordWeight(keyword: string[]): number {
  keywordCounts ??= KNOWLEDGE_BASE.reduce((counts, entry) => {
    for (const item of new Set(entry.keywords.map((text) => foldWords(text).join(' ')))) counts.set(item, (counts.get(item) ?? 0) + 1);
    return counts;
  }, new Map<string, number>());
  const shared = keywordCounts.get(keyword.join(' ')) ?? 1;
  return keyword.length * Math.log(1 + KNOWLEDGE_BASE.length / shared);
}

interface Scored {
  entry: KnowledgeEntry;
  score: number;
}

/**
 * The knowledge-base entries that answer `question`, best first (at most `limit`): each keyword
 * phrase found in the question scores its length in words (longer phrases are more specific)
 * times its rarity among entries (log(1 + entries / entries listing it)),
 * each other shared title word half a point; `topic` (when the question's intent names one)
 * keeps only that topic. Entries scoring under one point are left out.
 *
 * @example searchKnowledge('Cách viết CV cho sinh viên mới ra trường')[0].id // 'cv-fresh-graduate'
 */
export function searchKnowledge(question: string, topic?: KnowledgeTopic, limit = KNOWLEDGE_RESULTS_LIMIT): KnowledgeEntry[] {
  const words = foldWords(question);
  const asked = new Set(words.filter((word) => !COMMON_WORDS.has(word)));
  const scored: Scored[] = [];
  for (const entry of KNOWLEDGE_BASE) {
    if (topic && entry.topic !== topic) continue;
    let score = 0;
    for (const keyword of entry.keywords) {
      const phrase = foldWords(keyword);
      if (phraseIndex(words, phrase) >= 0) score += keywordWeight(phrase);
    }
    for (const word of new Set(foldWords(entry.title))) if (asked.has(word)) score += 0.5;
    if (score >= 1) scored.push({ entry, score });
  }
  return scored.sort((a, b) => b.score - a.score).slice(0, limit).map((item) => item.entry);
}
