import { lead } from './place.ts';
import type { ToneTemplates } from './types.ts';

export const formal: ToneTemplates = {
  greetingNamed: [(name) => `Dear ${name},`],
  greetingNeutral: [() => 'Dear Hiring Manager,', () => 'Dear Hiring Team,'],
  opening: [
    (s) => `I am writing to apply for the ${s.role} position at ${s.company}.`,
    (s) => `Please accept this letter as my application for the ${s.role} role at ${s.company}.`,
    (s) => `I wish to be considered for the ${s.role} position at ${s.company}.`,
    (s) => `I am pleased to submit my application for the ${s.role} role with ${s.company}.`,
  ],
  fitWithTitle: [
    (t, terms) =>
      `As ${t}, I have built a record in ${terms}, which your posting places at the centre of the role.`,
    (t, terms) => `My background as ${t} has given me sound experience in ${terms}.`,
    (t, terms, s) =>
      `In my work as ${t}, I have developed the experience in ${terms} that the ${s.role} role requires.`,
  ],
  fitTitleOnly: [
    (t, s) => `As ${t}, I believe my experience is well suited to the ${s.role} role.`,
    (t) => `My background as ${t} has prepared me well for the responsibilities you describe.`,
  ],
  fitTermsOnly: [
    (terms) =>
      `My experience covers ${terms}, which your posting places at the centre of the role.`,
    (terms, s) => `I bring experience in ${terms}, the areas the ${s.role} role requires.`,
  ],
  achievement: [
    (pred, p) => `${lead(p)}I ${pred}.`,
    (pred, p) =>
      p.where ? `During my time ${p.where}, I ${pred}.` : `In my most relevant work, I ${pred}.`,
    (pred, p) => (p.where ? `In my work ${p.where}, I ${pred}.` : `In one of my roles, I ${pred}.`),
    (pred, p) =>
      p.where ? `While ${p.where}, I ${pred}.` : `Among my responsibilities, I ${pred}.`,
  ],
  achievementQuoted: [
    (text, p) => `One result ${p.where ?? 'from my experience'} shows this: ${text}.`,
    (text, p) => `My record ${p.where ?? 'to date'} includes the following: ${text}.`,
  ],
  further: [
    (pred) => `I also ${pred}.`,
    (pred) => `In addition, I ${pred}.`,
    (pred) => `Beyond this, I ${pred}.`,
  ],
  furtherAt: [
    (pred, where) => `${where}, I also ${pred}.`,
    (pred, where) => `In my work ${where}, I ${pred}.`,
    (pred, where) => `While ${where}, I also ${pred}.`,
  ],
  furtherQuoted: [
    (text, p) => `A further result ${p.where ?? 'from my experience'}: ${text}.`,
    (text) => `In addition: ${text}.`,
  ],
  tie: [
    (terms) => `This work drew directly on ${terms}, as your posting requires.`,
    (terms) => `That experience speaks directly to your need for ${terms}.`,
    (terms, s) => `It reflects the ${terms} experience that the ${s.role} role calls for.`,
    (terms) => `This is the same experience in ${terms} that your posting describes.`,
  ],
  skills: [
    (terms) => `My experience also extends to ${terms}.`,
    (terms) => `I am, in addition, experienced in ${terms}.`,
    (terms, s) => `Further strengths relevant to the ${s.role} role include ${terms}.`,
  ],
  education: [(d) => `My education includes ${d}.`, (d) => `My academic background includes ${d}.`],
  certificates: [
    (list) => `My credentials include ${list}.`,
    (list) => `I also list the following credentials: ${list}.`,
  ],
  otherSkills: [
    (list) => `My wider skill set includes ${list}.`,
    (list) => `Other skills I would bring to the position include ${list}.`,
  ],
  languages: [(list) => `I speak ${list}.`, (list) => `My languages are ${list}.`],
  awards: [
    (list) => `My work has been recognised with ${list}.`,
    (list) => `My awards include ${list}.`,
  ],
  filler: [
    (s) =>
      `The responsibilities set out in your posting for the ${s.role} role align closely with the work I have done to date.`,
    (s) =>
      `I am particularly drawn to ${s.company} because of the scope of this role as the posting describes it.`,
    () =>
      'I take care to document my work clearly, so that colleagues can rely on it and build on it.',
    () =>
      'I approach new responsibilities methodically, learning first how a team works and where I can contribute most.',
    () =>
      'I hold myself to high standards of accuracy and follow through on every commitment I make.',
    (s) => `I would bring the same care and commitment to the team at ${s.company}.`,
    () => 'My resume, enclosed with this letter, sets out my experience in further detail.',
    () =>
      'I am confident that the experience outlined above would allow me to contribute from an early stage.',
    () =>
      'I value working with colleagues who set high standards, and I aim to meet them consistently.',
    (s) =>
      `I have read the ${s.role} posting carefully, and the priorities it sets out are ones I share.`,
    () =>
      'I prefer to understand the reasons behind a process before changing it, and I document any change I make.',
    () =>
      'I am accustomed to balancing several priorities at once while keeping colleagues informed of progress.',
    (s) =>
      `I would welcome the opportunity to learn how ${s.company} measures success in this role.`,
    () => 'I respond to feedback constructively and use it to refine the way I work.',
    () =>
      'I am careful with confidential information and mindful of the trust that others place in my work.',
    () => 'I am equally comfortable working independently and as part of a larger team.',
    (s) =>
      `Joining ${s.company} would allow me to apply my experience to the challenges your posting describes.`,
  ],
  closing: [
    (s) => `I would welcome the opportunity to discuss how my experience can support ${s.company}.`,
    () => 'I would be pleased to discuss my application with you at your convenience.',
    (s) =>
      `I would appreciate the opportunity to discuss in person how I could contribute to ${s.company}.`,
  ],
  thanks: [
    'Thank you for your time and consideration.',
    'Thank you for considering my application.',
  ],
  closingLine: ['Yours sincerely,', 'Sincerely,', 'Respectfully,'],
};
