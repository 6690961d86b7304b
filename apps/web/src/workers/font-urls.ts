// One import per file listed in FONT_FILES (a test checks they match). `no-inline` keeps even
// the small subsets as separate files, fetched only when a family is drawn.
import interCyrillic400Italic from '@fontsource/inter/files/inter-cyrillic-400-italic.woff?url&no-inline';
import interCyrillic400Normal from '@fontsource/inter/files/inter-cyrillic-400-normal.woff?url&no-inline';
import interCyrillic700Italic from '@fontsource/inter/files/inter-cyrillic-700-italic.woff?url&no-inline';
import interCyrillic700Normal from '@fontsource/inter/files/inter-cyrillic-700-normal.woff?url&no-inline';
import interCyrillicExt400Italic from '@fontsource/inter/files/inter-cyrillic-ext-400-italic.woff?url&no-inline';
import interCyrillicExt400Normal from '@fontsource/inter/files/inter-cyrillic-ext-400-normal.woff?url&no-inline';
import interCyrillicExt700Italic from '@fontsource/inter/files/inter-cyrillic-ext-700-italic.woff?url&no-inline';
import interCyrillicExt700Normal from '@fontsource/inter/files/inter-cyrillic-ext-700-normal.woff?url&no-inline';
import interGreek400Italic from '@fontsource/inter/files/inter-greek-400-italic.woff?url&no-inline';
import interGreek400Normal from '@fontsource/inter/files/inter-greek-400-normal.woff?url&no-inline';
import interGreek700Italic from '@fontsource/inter/files/inter-greek-700-italic.woff?url&no-inline';
import interGreek700Normal from '@fontsource/inter/files/inter-greek-700-normal.woff?url&no-inline';
import interGreekExt400Italic from '@fontsource/inter/files/inter-greek-ext-400-italic.woff?url&no-inline';
import interGreekExt400Normal from '@fontsource/inter/files/inter-greek-ext-400-normal.woff?url&no-inline';
import interGreekExt700Italic from '@fontsource/inter/files/inter-greek-ext-700-italic.woff?url&no-inline';
import interGreekExt700Normal from '@fontsource/inter/files/inter-greek-ext-700-normal.woff?url&no-inline';
import interLatin400Italic from '@fontsource/inter/files/inter-latin-400-italic.woff?url&no-inline';
import interLatin400Normal from '@fontsource/inter/files/inter-latin-400-normal.woff?url&no-inline';
import interLatin700Italic from '@fontsource/inter/files/inter-latin-700-italic.woff?url&no-inline';
import interLatin700Normal from '@fontsource/inter/files/inter-latin-700-normal.woff?url&no-inline';
import interLatinExt400Italic from '@fontsource/inter/files/inter-latin-ext-400-italic.woff?url&no-inline';
import interLatinExt400Normal from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?url&no-inline';
import interLatinExt700Italic from '@fontsource/inter/files/inter-latin-ext-700-italic.woff?url&no-inline';
import interLatinExt700Normal from '@fontsource/inter/files/inter-latin-ext-700-normal.woff?url&no-inline';
import interVietnamese400Italic from '@fontsource/inter/files/inter-vietnamese-400-italic.woff?url&no-inline';
import interVietnamese400Normal from '@fontsource/inter/files/inter-vietnamese-400-normal.woff?url&no-inline';
import interVietnamese700Italic from '@fontsource/inter/files/inter-vietnamese-700-italic.woff?url&no-inline';
import interVietnamese700Normal from '@fontsource/inter/files/inter-vietnamese-700-normal.woff?url&no-inline';
import latoLatin400Italic from '@fontsource/lato/files/lato-latin-400-italic.woff?url&no-inline';
import latoLatin400Normal from '@fontsource/lato/files/lato-latin-400-normal.woff?url&no-inline';
import latoLatin700Italic from '@fontsource/lato/files/lato-latin-700-italic.woff?url&no-inline';
import latoLatin700Normal from '@fontsource/lato/files/lato-latin-700-normal.woff?url&no-inline';
import latoLatinExt400Italic from '@fontsource/lato/files/lato-latin-ext-400-italic.woff?url&no-inline';
import latoLatinExt400Normal from '@fontsource/lato/files/lato-latin-ext-400-normal.woff?url&no-inline';
import latoLatinExt700Italic from '@fontsource/lato/files/lato-latin-ext-700-italic.woff?url&no-inline';
import latoLatinExt700Normal from '@fontsource/lato/files/lato-latin-ext-700-normal.woff?url&no-inline';
import sourceSerif4Cyrillic400Italic from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-400-italic.woff?url&no-inline';
import sourceSerif4Cyrillic400Normal from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-400-normal.woff?url&no-inline';
import sourceSerif4Cyrillic700Italic from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-700-italic.woff?url&no-inline';
import sourceSerif4Cyrillic700Normal from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-700-normal.woff?url&no-inline';
import sourceSerif4CyrillicExt400Italic from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-ext-400-italic.woff?url&no-inline';
import sourceSerif4CyrillicExt400Normal from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-ext-400-normal.woff?url&no-inline';
import sourceSerif4CyrillicExt700Italic from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-ext-700-italic.woff?url&no-inline';
import sourceSerif4CyrillicExt700Normal from '@fontsource/source-serif-4/files/source-serif-4-cyrillic-ext-700-normal.woff?url&no-inline';
import sourceSerif4Greek400Italic from '@fontsource/source-serif-4/files/source-serif-4-greek-400-italic.woff?url&no-inline';
import sourceSerif4Greek400Normal from '@fontsource/source-serif-4/files/source-serif-4-greek-400-normal.woff?url&no-inline';
import sourceSerif4Greek700Italic from '@fontsource/source-serif-4/files/source-serif-4-greek-700-italic.woff?url&no-inline';
import sourceSerif4Greek700Normal from '@fontsource/source-serif-4/files/source-serif-4-greek-700-normal.woff?url&no-inline';
import sourceSerif4Latin400Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-400-italic.woff?url&no-inline';
import sourceSerif4Latin400Normal from '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff?url&no-inline';
import sourceSerif4Latin700Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-700-italic.woff?url&no-inline';
import sourceSerif4Latin700Normal from '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff?url&no-inline';
import sourceSerif4LatinExt400Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-400-italic.woff?url&no-inline';
import sourceSerif4LatinExt400Normal from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-400-normal.woff?url&no-inline';
import sourceSerif4LatinExt700Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-italic.woff?url&no-inline';
import sourceSerif4LatinExt700Normal from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-normal.woff?url&no-inline';
import sourceSerif4Vietnamese400Italic from '@fontsource/source-serif-4/files/source-serif-4-vietnamese-400-italic.woff?url&no-inline';
import sourceSerif4Vietnamese400Normal from '@fontsource/source-serif-4/files/source-serif-4-vietnamese-400-normal.woff?url&no-inline';
import sourceSerif4Vietnamese700Italic from '@fontsource/source-serif-4/files/source-serif-4-vietnamese-700-italic.woff?url&no-inline';
import sourceSerif4Vietnamese700Normal from '@fontsource/source-serif-4/files/source-serif-4-vietnamese-700-normal.woff?url&no-inline';

/** Served URL of each bundled .woff file, by its FONT_FILES file name. */
export const FONT_URLS: Readonly<Record<string, string>> = {
  'inter-cyrillic-400-italic.woff': interCyrillic400Italic,
  'inter-cyrillic-400-normal.woff': interCyrillic400Normal,
  'inter-cyrillic-700-italic.woff': interCyrillic700Italic,
  'inter-cyrillic-700-normal.woff': interCyrillic700Normal,
  'inter-cyrillic-ext-400-italic.woff': interCyrillicExt400Italic,
  'inter-cyrillic-ext-400-normal.woff': interCyrillicExt400Normal,
  'inter-cyrillic-ext-700-italic.woff': interCyrillicExt700Italic,
  'inter-cyrillic-ext-700-normal.woff': interCyrillicExt700Normal,
  'inter-greek-400-italic.woff': interGreek400Italic,
  'inter-greek-400-normal.woff': interGreek400Normal,
  'inter-greek-700-italic.woff': interGreek700Italic,
  'inter-greek-700-normal.woff': interGreek700Normal,
  'inter-greek-ext-400-italic.woff': interGreekExt400Italic,
  'inter-greek-ext-400-normal.woff': interGreekExt400Normal,
  'inter-greek-ext-700-italic.woff': interGreekExt700Italic,
  'inter-greek-ext-700-normal.woff': interGreekExt700Normal,
  'inter-latin-400-italic.woff': interLatin400Italic,
  'inter-latin-400-normal.woff': interLatin400Normal,
  'inter-latin-700-italic.woff': interLatin700Italic,
  'inter-latin-700-normal.woff': interLatin700Normal,
  'inter-latin-ext-400-italic.woff': interLatinExt400Italic,
  'inter-latin-ext-400-normal.woff': interLatinExt400Normal,
  'inter-latin-ext-700-italic.woff': interLatinExt700Italic,
  'inter-latin-ext-700-normal.woff': interLatinExt700Normal,
  'inter-vietnamese-400-italic.woff': interVietnamese400Italic,
  'inter-vietnamese-400-normal.woff': interVietnamese400Normal,
  'inter-vietnamese-700-italic.woff': interVietnamese700Italic,
  'inter-vietnamese-700-normal.woff': interVietnamese700Normal,
  'lato-latin-400-italic.woff': latoLatin400Italic,
  'lato-latin-400-normal.woff': latoLatin400Normal,
  'lato-latin-700-italic.woff': latoLatin700Italic,
  'lato-latin-700-normal.woff': latoLatin700Normal,
  'lato-latin-ext-400-italic.woff': latoLatinExt400Italic,
  'lato-latin-ext-400-normal.woff': latoLatinExt400Normal,
  'lato-latin-ext-700-italic.woff': latoLatinExt700Italic,
  'lato-latin-ext-700-normal.woff': latoLatinExt700Normal,
  'source-serif-4-cyrillic-400-italic.woff': sourceSerif4Cyrillic400Italic,
  'source-serif-4-cyrillic-400-normal.woff': sourceSerif4Cyrillic400Normal,
  'source-serif-4-cyrillic-700-italic.woff': sourceSerif4Cyrillic700Italic,
  'source-serif-4-cyrillic-700-normal.woff': sourceSerif4Cyrillic700Normal,
  'source-serif-4-cyrillic-ext-400-italic.woff': sourceSerif4CyrillicExt400Italic,
  'source-serif-4-cyrillic-ext-400-normal.woff': sourceSerif4CyrillicExt400Normal,
  'source-serif-4-cyrillic-ext-700-italic.woff': sourceSerif4CyrillicExt700Italic,
  'source-serif-4-cyrillic-ext-700-normal.woff': sourceSerif4CyrillicExt700Normal,
  'source-serif-4-greek-400-italic.woff': sourceSerif4Greek400Italic,
  'source-serif-4-greek-400-normal.woff': sourceSerif4Greek400Normal,
  'source-serif-4-greek-700-italic.woff': sourceSerif4Greek700Italic,
  'source-serif-4-greek-700-normal.woff': sourceSerif4Greek700Normal,
  'source-serif-4-latin-400-italic.woff': sourceSerif4Latin400Italic,
  'source-serif-4-latin-400-normal.woff': sourceSerif4Latin400Normal,
  'source-serif-4-latin-700-italic.woff': sourceSerif4Latin700Italic,
  'source-serif-4-latin-700-normal.woff': sourceSerif4Latin700Normal,
  'source-serif-4-latin-ext-400-italic.woff': sourceSerif4LatinExt400Italic,
  'source-serif-4-latin-ext-400-normal.woff': sourceSerif4LatinExt400Normal,
  'source-serif-4-latin-ext-700-italic.woff': sourceSerif4LatinExt700Italic,
  'source-serif-4-latin-ext-700-normal.woff': sourceSerif4LatinExt700Normal,
  'source-serif-4-vietnamese-400-italic.woff': sourceSerif4Vietnamese400Italic,
  'source-serif-4-vietnamese-400-normal.woff': sourceSerif4Vietnamese400Normal,
  'source-serif-4-vietnamese-700-italic.woff': sourceSerif4Vietnamese700Italic,
  'source-serif-4-vietnamese-700-normal.woff': sourceSerif4Vietnamese700Normal,
};
