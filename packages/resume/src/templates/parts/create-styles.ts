import type { Style, TemplateTheme } from '../theme.ts';
import type { Tokens } from '../tokens.ts';

export function createStyles(t: Tokens, theme: TemplateTheme): Record<string, Style> {
  const gutter = theme.gutter?.width ?? 0;
  const accentName = theme.nameColor === 'accent';
  const titleCase: Style = theme.uppercaseTitles
    ? { textTransform: 'uppercase', letterSpacing: 0.4 }
    : {};
  const sectionTitleBase: Style = {
    fontSize: t.size.section,
    lineHeight: t.lineHeight,
    fontWeight: 700,
    color: theme.sectionTitle === 'rule' ? t.color.text : t.color.accent,
    marginBottom: 4 * (t.space.section / 13),
    ...titleCase,
  };
  const sectionTitleVariants: Record<TemplateTheme['sectionTitle'], Style> = {
    rule: {
      ...sectionTitleBase,
      borderBottomWidth: 0.75,
      borderBottomColor: t.color.text,
      paddingBottom: 1.5,
    },
    accent: sectionTitleBase,
    block: {
      ...sectionTitleBase,
      color: t.color.text,
      borderLeftWidth: 3,
      borderLeftColor: t.color.accent,
      paddingLeft: 5,
    },
  };
  return {
    page: {
      paddingHorizontal: t.page.horizontal,
      paddingVertical: t.page.vertical,
      fontFamily: t.fonts,
      fontSize: t.size.body,
      color: t.color.text,
      // Ligatures turn "fi" into one glyph that some parsers cannot map back to letters.
      fontFeatureSettings: { liga: false, clig: false, dlig: false, hlig: false },
    },
    // No lineHeight on the page, where it would hide the page-number footer; react-pdf also
    // turns a unitless line height into points with the font size of the style that sets it,
    // so every text style sets both.
    text: { fontSize: t.size.body, lineHeight: t.lineHeight },
    footer: {
      position: 'absolute',
      bottom: Math.max(12, t.page.vertical / 2 - t.size.small / 2),
      left: 0,
      right: 0,
      textAlign: 'center',
      // No lineHeight: react-pdf lays out render-prop text without it, and with one set the
      // page number is not drawn at all.
      fontSize: t.size.small,
      color: t.color.muted,
    },
    headerCenter: { alignItems: 'center', textAlign: 'center' },
    headerLeft: {},
    headerBar: {
      paddingBottom: 6,
      borderBottomWidth: 0.75,
      borderBottomColor: t.color.rule,
    },
    topBar: {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      height: 6,
      backgroundColor: t.color.accent,
    },
    band: {
      backgroundColor: t.color.accent,
      color: '#ffffff',
      marginTop: -t.page.vertical,
      marginHorizontal: -t.page.horizontal,
      paddingHorizontal: t.page.horizontal,
      paddingTop: t.page.vertical * 0.9,
      paddingBottom: t.space.section * 1.2,
    },
    name: {
      fontSize: t.size.name,
      fontWeight: 700,
      lineHeight: 1.15,
      color: theme.header === 'band' ? '#ffffff' : accentName ? t.color.accent : t.color.text,
    },
    label: {
      fontSize: t.size.label,
      lineHeight: t.lineHeight,
      color: theme.header === 'band' ? '#ffffff' : t.color.muted,
      marginTop: 1,
    },
    contacts: {
      fontSize: t.size.small,
      lineHeight: t.lineHeight,
      color: theme.header === 'band' ? '#ffffff' : t.color.text,
      marginTop: 4,
    },
    contactLink: {
      color: theme.header === 'band' ? '#ffffff' : t.color.text,
      textDecoration: 'none',
    },
    sectionTitle: sectionTitleVariants[theme.sectionTitle],
    gutterRow: { flexDirection: 'row' },
    gutterCell: { width: gutter, paddingRight: 8, flexShrink: 0 },
    gutterText: {
      fontSize: t.size.title,
      lineHeight: t.lineHeight,
      textAlign: 'right',
      color: t.color.accent,
      ...(theme.gutter?.holds === 'labels' ? { fontWeight: 700 } : {}),
    },
    gutterMain: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
    indent: { marginLeft: gutter },
    sectionStart: { marginTop: t.space.section },
    entryStart: { marginTop: t.space.entry },
    title: { fontSize: t.size.title, lineHeight: t.lineHeight, fontWeight: 700 },
    subtitle: { fontStyle: 'italic' },
    titleSecondary: { fontWeight: 400 },
    meta: { fontSize: t.size.small, lineHeight: t.lineHeight, color: t.color.muted },
    link: { color: t.color.accent, textDecoration: 'none' },
    paragraph: { fontSize: t.size.body, lineHeight: t.lineHeight, marginTop: t.space.line },
    bulletRow: { flexDirection: 'row', marginTop: t.space.bullet },
    bulletGlyph: {
      width: 10,
      fontSize: t.size.body,
      lineHeight: t.lineHeight,
      color: t.color.accent,
    },
    bulletText: {
      flexGrow: 1,
      flexShrink: 1,
      flexBasis: 0,
      fontSize: t.size.body,
      lineHeight: t.lineHeight,
    },
    tags: {
      marginTop: t.space.line,
      fontSize: t.size.small,
      lineHeight: t.lineHeight,
      color: t.color.muted,
      fontStyle: 'italic',
    },
    compactLine: { fontSize: t.size.body, lineHeight: t.lineHeight, marginTop: t.space.bullet },
    compactLead: { fontWeight: 700 },
  };
}
