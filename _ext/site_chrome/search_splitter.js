/* Chinese queries cut as the index is (_ext/site_chrome/search.py): overlapping
   two-character pieces of each run of Han characters, and Latin words. A piece holding a
   function character is indexed only when it is a word, so it is required only when the
   index has it. */
var splitQuery = (query) => {
  const text = query.normalize("NFKC");
  const functionCharacter = /[@FUNCTION_CHARACTERS@]/u;
  const index = Search._index || { terms: {}, titleterms: {} };
  const indexed = (piece) =>
    Object.prototype.hasOwnProperty.call(index.terms, piece)
    || Object.prototype.hasOwnProperty.call(index.titleterms, piece);
  const words = [];
  for (const run of text.match(/[@HAN@]+/gu) || []) {
    const characters = Array.from(run);
    for (let i = 0; i + 1 < characters.length; i++) {
      const piece = characters[i] + characters[i + 1];
      if (!functionCharacter.test(piece) || indexed(piece)) words.push(piece);
    }
  }
  return words.concat(text.match(/[a-zA-Z0-9_]+/g) || []);
};
