// A word n-gram language model read straight from sphinxbase's binary trie format (the
// `en-us.lm.bin` Debian's pocketsphinx-en-us ships), queried in place: the file's bytes are the
// model, so it costs its 27 MB once, shared by every worker thread (a SharedArrayBuffer), and
// never a JavaScript object per n-gram. Plain JavaScript for the worker (see
// moonshine-worker.mjs); typed in ngram-model.d.mts.
//
// The layout (sphinxbase lm_trie.c, the same one sphinx4's NgramTrieModel reads): the header
// text, the order (one byte), the count of each order (int32), the quantizer (int32: 1 is 16-bit
// tables) and its tables (for each order from 2: 65,536 probabilities, and below the top order
// 65,536 back-offs), the unigrams (count + 1 of prob float32, back-off float32, first-child
// index int32), then each higher order's bit-packed entries, sorted by context word under the
// word they extend (the trie is reversed: a bigram "a b" is found under "b", then "a"), then the
// words, NUL-terminated. Scores are log-probabilities in sphinxbase's logmath units (base
// 1.0001: -23,027 is a tenth).

const HEADER = 'Trie Language Model';
const QUANT_16 = 1;
const QUANT_BITS = 16;

const requiredBits = (max) => (max <= 0 ? 0 : 32 - Math.clz32(max));
/** Bytes as Latin-1 text; TextDecoder refuses views of a SharedArrayBuffer. */
const latin1 = (bytes) => String.fromCharCode(...bytes);

/** Reads the model's layout from its bytes (a Uint8Array over any buffer, shared or not). */
export function readNgramModel(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = latin1(bytes.subarray(0, HEADER.length));
  if (header !== HEADER) throw new Error('not a sphinxbase trie language model');
  let at = HEADER.length;
  const order = bytes[at++];
  if (order !== 3) throw new Error(`only trigram models are read (this one is of order ${order})`);
  const counts = [];
  for (let i = 0; i < order; i++, at += 4) counts.push(view.getInt32(at, true));
  if (view.getInt32(at, true) !== QUANT_16)
    throw new Error('only 16-bit quantized models are read');
  at += 4;
  const tableLength = 1 << QUANT_BITS;
  const table = () => {
    const t = new Float32Array(tableLength);
    for (let i = 0; i < tableLength; i++, at += 4) t[i] = view.getFloat32(at, true);
    return t;
  };
  const bigramProb = table();
  const bigramBackoff = table();
  const trigramProb = table();
  const unigramCount = counts[0];
  const unigramAt = at;
  at += (unigramCount + 1) * 12;
  const wordBits = requiredBits(unigramCount);
  const nextBits = requiredBits(counts[2]);
  const bigramBits = wordBits + 2 * QUANT_BITS + nextBits;
  const trigramBits = wordBits + QUANT_BITS;
  const bigramAt = at;
  at += Math.floor(((1 + counts[1]) * bigramBits + 7) / 8) + 8;
  const trigramAt = at;
  at += Math.floor(((1 + counts[2]) * trigramBits + 7) / 8) + 8;
  const wordsLength = view.getInt32(at, true);
  at += 4;
  // Where each word's text starts (and, one past the last, where the list ends): the words are
  // in id order, which is their sorted order, so a word's id is found by binary search over the
  // bytes themselves, with no string or map per word in every worker.
  const wordStarts = new Uint32Array(unigramCount + 1);
  for (let i = at, id = 1; i < at + wordsLength && id <= unigramCount; i++) {
    if (bytes[i] === 0) wordStarts[id++] = i + 1;
  }
  wordStarts[0] = at;
  for (let id = 1; id < unigramCount; id++) {
    if (compareBytes(bytes, wordStarts, id - 1, id) >= 0)
      throw new Error('the words are not sorted');
  }
  return {
    bytes,
    view,
    wordStarts,
    unigramCount,
    unigramAt,
    wordBits,
    nextBits,
    bigram: { at: bigramAt, bits: bigramBits },
    trigram: { at: trigramAt, bits: trigramBits },
    bigramProb,
    bigramBackoff,
    trigramProb,
  };
}

/** How word `a` sorts against word `b`, byte by byte (negative: before). */
function compareBytes(bytes, wordStarts, a, b) {
  const lengthA = wordStarts[a + 1] - 1 - wordStarts[a];
  const lengthB = wordStarts[b + 1] - 1 - wordStarts[b];
  for (let i = 0; i < lengthA && i < lengthB; i++) {
    const diff = bytes[wordStarts[a] + i] - bytes[wordStarts[b] + i];
    if (diff !== 0) return diff;
  }
  return lengthA - lengthB;
}

/** `bits` bits (at most 25) at bit `offset` from byte `base`, little-endian. */
function readBits(bytes, base, offset, bits) {
  const i = base + (offset >>> 3);
  const value = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
  return (value >>> (offset & 7)) & ((1 << bits) - 1);
}

const unigramProb = (m, id) => m.view.getFloat32(m.unigramAt + id * 12, true);
const unigramBackoff = (m, id) => m.view.getFloat32(m.unigramAt + id * 12 + 4, true);
const unigramNext = (m, id) => m.view.getInt32(m.unigramAt + id * 12 + 8, true);

/**
 * The index of the entry for context word `word` among entries [begin, end) of one order, or -1.
 * Entries are sorted by word id, so the search guesses where the id lies in proportion
 * (sphinxbase's uniform find) and narrows from there.
 */
function find(m, set, word, begin, end) {
  let lo = begin - 1;
  let hi = end;
  let vocabLo = 0;
  let vocabHi = m.unigramCount;
  while (hi - lo > 1) {
    const pivot = lo + 1 + Math.floor(((word - vocabLo) * (hi - lo - 1)) / (vocabHi - vocabLo + 1));
    const mid = readBits(m.bytes, set.at, pivot * set.bits, m.wordBits);
    if (mid < word) {
      lo = pivot;
      vocabLo = mid;
    } else if (mid > word) {
      hi = pivot;
      vocabHi = mid;
    } else return pivot;
  }
  return -1;
}

/** A bigram entry's field: 0 back-off, 1 probability (quantized), 2 first child. */
function bigramField(m, index, field) {
  const offset = index * m.bigram.bits + m.wordBits;
  if (field === 2) return readBits(m.bytes, m.bigram.at, offset + 2 * QUANT_BITS, m.nextBits);
  const code = readBits(m.bytes, m.bigram.at, offset + field * QUANT_BITS, QUANT_BITS);
  return field === 0 ? m.bigramBackoff[code] : m.bigramProb[code];
}

/**
 * How word `id` sorts against `text` (negative: before it), comparing as far as `text` goes
 * when `prefix` (a word that starts with `text` then counts as equal).
 */
function compareWord(m, id, text, prefix) {
  const start = m.wordStarts[id];
  const length = m.wordStarts[id + 1] - 1 - start;
  const n = prefix ? Math.min(length, text.length) : length;
  for (let i = 0; i < n && i < text.length; i++) {
    const diff = m.bytes[start + i] - text.charCodeAt(i);
    if (diff !== 0) return diff;
  }
  return n - text.length;
}

/** The first word id not sorting before `text` (with `prefix`, as compareWord). */
function lowerBound(m, text, prefix) {
  let lo = 0;
  let hi = m.unigramCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareWord(m, mid, text, prefix) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The id of a word (lower case), or undefined when the model does not know it. */
export function wordId(model, word) {
  const id = lowerBound(model, word, false);
  return id < model.unigramCount && compareWord(model, id, word, false) === 0 ? id : undefined;
}

/** Whether some word of the model starts with `text` (lower case). */
export function hasPrefix(model, text) {
  const id = lowerBound(model, text, true);
  return id < model.unigramCount && compareWord(model, id, text, true) === 0;
}

/**
 * log P(word | first second) with Katz back-off, in logmath units (base 1.0001), for word ids
 * (`first` and `second` may be undefined: fewer words of history).
 */
export function logProb(m, first, second, word) {
  const prob = unigramProb(m, word);
  if (second === undefined) return prob;
  const bigram = find(m, m.bigram, second, unigramNext(m, word), unigramNext(m, word + 1));
  if (bigram < 0) return prob + unigramBackoff(m, second) + contextBackoff(m, first, second);
  const bigramProb = bigramField(m, bigram, 1);
  if (first === undefined) return bigramProb;
  const begin = bigramField(m, bigram, 2);
  const end = bigramField(m, bigram + 1, 2);
  const trigram = find(m, m.trigram, first, begin, end);
  if (trigram >= 0) {
    const code = readBits(m.bytes, m.trigram.at, trigram * m.trigram.bits + m.wordBits, QUANT_BITS);
    return m.trigramProb[code];
  }
  return bigramProb + contextBackoff(m, first, second);
}

/** The back-off of the bigram "first second" (0 when there is none or no first word). */
function contextBackoff(m, first, second) {
  if (first === undefined) return 0;
  const index = find(m, m.bigram, first, unigramNext(m, second), unigramNext(m, second + 1));
  return index < 0 ? 0 : bigramField(m, index, 0);
}
