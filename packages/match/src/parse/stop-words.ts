// Words that make a noun phrase generic rather than a skill: "strong experience", "our team",
// "fast-paced environment". A phrase made only of these, or headed by one, is not a requirement.
export const GENERIC_NOUNS = new Set(
  `ability abilities able ac access accountability action activity addition advantage
  approach area aspect asset attitude background balance base basis benefit best bonus business
  candidate capability care career case chance change client colleague company competency concept
  condition context contribution culture customer day deadline degree demand department detail
  development difference direction discipline duty effort employee employer end environment equivalent
  example excellence exp experience expertise familiarity field focus goal group growth guidance
  hand hour idea impact individual industry information initiative insight interest issue item job
  journey knowledge lead level life line list lot manner matter member mindset minimum mission month
  need number office opportunity option organization organisation other outcome owner ownership pace
  part partner passion people person perspective place plan plus point position practice priority
  problem process product proficiency program project quality question range reason record requirement
  responsibility result right role salary sense service set setting site situation size skill solution
  someone something space staff standard start state step strength success support system talent
  task team teammate term thing time today tool track type understanding use user value variety
  way week work workplace world year years`.split(/\s+/),
);

// Leading words that qualify a phrase without being part of the skill.
export const QUALIFIERS = new Set(
  `strong excellent proven solid good great deep demonstrated relevant related similar other various
  new preferred required minimum basic working hands-on hands effective exceptional outstanding
  superior sound thorough extensive significant substantial professional practical general
  familiar comfortable proficient advanced expert high fast-paced dynamic key core critical
  current modern additional multiple several many some any all our your their this that these
  those each every previous prior recent overall direct daily weekly monthly annual successful
  ideal able willing eager excited passionate motivated detail-oriented independent collaborative
  first second third top large small best`.split(/\s+/),
);
