// The words a document-level similarity compares: lower case, accents dropped, plurals folded,
// function words of English, German, French and Spanish left out. Deliberately simpler than the
// tokenizer of terms: it only has to make the same word meet itself.

const FUNCTION_WORDS = new Set(
  `a an the and or but nor of to in on at for with from by as is are was were be been being it its
  this that these those we our us you your yours they their them he she his her i me my mine who
  whom which what when where why how will would shall should can could may might must do does did
  done have has had having not no yes so if then than also very more most such other into about
  over under per via all any each every some both few many much own same just only there here
  etc eg ie le la les un une des du de et ou en au aux pour par avec sur dans est sont vous nous
  ce cette ces son sa ses leur leurs qui que quoi dont il elle ils elles je tu ne pas plus se
  der die das den dem des ein eine einen einem einer und oder mit von zu zum zur im in am an auf
  fur für bei aus ist sind wir sie ihr ihre ihren ihrem unser unsere du dich dir sich als auch
  nicht wie wenn dass el los las y o del al con por para en una uno unos unas es son su sus que
  se lo como mas más muy nuestro nuestra`.split(/\s+/),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#]*/gu;

export function similarityWords(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  for (const m of lower.matchAll(WORD)) {
    let w = m[0];
    if (FUNCTION_WORDS.has(w) || /^\d+$/.test(w)) continue;
    if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
    else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
    out.push(w);
  }
  return out;
}
