import { lead } from './place.ts';
import type { ToneTemplates } from './types.ts';

export const warm: ToneTemplates = {
  greetingNamed: [(name) => `Dear ${name},`, (name) => `Hello ${name},`],
  greetingNeutral: [
    (company) => `Dear ${company} team,`,
    () => 'Hello,',
    () => 'Dear Hiring Team,',
  ],
  opening: [
    (s) =>
      `I was delighted to see that ${s.company} is looking for ${s.aRole}, and I would love to be considered.`,
    (s) => `When I read about the ${s.role} opening at ${s.company}, I knew I wanted to apply.`,
    (s) => `I am excited to apply for the ${s.role} role at ${s.company}.`,
    (s) =>
      `It was a real pleasure to come across the ${s.role} opening at ${s.company}, and I am glad to apply.`,
  ],
  fitWithTitle: [
    (t, terms) => `As ${t}, I have spent much of my time on ${terms}, and I enjoy that work.`,
    (t, terms) => `My time as ${t} has given me plenty of hands-on practice with ${terms}.`,
    (t, terms, s) =>
      `Working as ${t} has grown my experience in ${terms}, which is what drew me to this ${s.role} role.`,
  ],
  fitTitleOnly: [
    (t, s) =>
      `Working as ${t} has prepared me well for the ${s.role} role, and I would be glad to bring that experience to your team.`,
    (t) =>
      `I have found real satisfaction in my work as ${t}, and this opening feels like a natural next step.`,
  ],
  fitTermsOnly: [
    (terms) => `Much of my work has centred on ${terms}, and I enjoy it.`,
    (terms, s) =>
      `I have grown my experience in ${terms}, which is what drew me to this ${s.role} role.`,
  ],
  achievement: [
    (pred, p) => `${lead(p)}I ${pred}, and it is work I am proud of.`,
    (pred, p) =>
      p.where
        ? `One of the things I enjoyed most ${p.where} was this: I ${pred}.`
        : `One piece of work I am proud of: I ${pred}.`,
    (pred, p) => (p.where ? `During my time ${p.where}, I ${pred}.` : `I am proud that I ${pred}.`),
    (pred, p) => `${lead(p)}I ${pred}.`,
  ],
  achievementQuoted: [
    (text, p) => `One piece of work ${p.where ?? 'from my experience'} I am proud of: ${text}.`,
    (text, p) => `A highlight ${p.where ?? 'of my work'}: ${text}.`,
  ],
  further: [
    (pred) => `I also ${pred}.`,
    (pred) => `Alongside that, I ${pred}.`,
    (pred) => `Another thing I am glad of: I ${pred}.`,
  ],
  furtherAt: [
    (pred, where) => `${where}, I also ${pred}.`,
    (pred, where) => `During my time ${where}, I ${pred}.`,
  ],
  furtherQuoted: [
    (text, p) => `Another highlight ${p.where ?? 'of my work'}: ${text}.`,
    (text) => `I am also proud of this: ${text}.`,
  ],
  tie: [
    (terms) => `It is exactly the kind of work in ${terms} that your posting describes.`,
    (terms, s) => `I would love to bring that experience in ${terms} to the team at ${s.company}.`,
    (terms) => `That work taught me a great deal about ${terms}, which your team values.`,
    (terms) => `It connects closely to the ${terms} experience your posting mentions.`,
  ],
  skills: [
    (terms) => `I also enjoy working with ${terms}.`,
    (terms) => `Beyond that, I am comfortable with ${terms}.`,
    (terms, s) => `I would also bring experience in ${terms} to ${s.company}.`,
  ],
  education: [
    (d) => `My education includes ${d}.`,
    (d) => `Along the way, my studies included ${d}.`,
  ],
  certificates: [
    (list) => `I am glad to list ${list} among my credentials.`,
    (list) => `My credentials include ${list}.`,
  ],
  otherSkills: [
    (list) => `I also bring ${list}.`,
    (list) => `Other skills I enjoy using include ${list}.`,
  ],
  languages: [(list) => `I speak ${list}.`, (list) => `I am glad to speak ${list}.`],
  awards: [(list) => `I was honoured to receive ${list}.`, (list) => `My awards include ${list}.`],
  filler: [
    (s) =>
      `What appeals to me most is the chance to grow with ${s.company} and to contribute to the team from the start.`,
    () => 'I care about the people I work with, and I enjoy helping colleagues succeed.',
    (s) =>
      `The way your posting describes the ${s.role} role matches the kind of work I find most rewarding.`,
    () =>
      'I like to understand how a team works before suggesting changes, and I listen closely to the people around me.',
    () =>
      'I find real satisfaction in work that is done carefully and makes life easier for others.',
    (s) => `I would bring the same enthusiasm and care to the team at ${s.company}.`,
    () => 'My resume tells more of the story, and I would be happy to talk through any part of it.',
    () => 'I am always keen to keep learning, and I welcome feedback that helps me improve.',
    () =>
      'I believe the best results come from teams that trust one another, and I work hard to earn that trust.',
    (s) => `Reading the ${s.role} posting, I could picture myself in the team straight away.`,
    () => 'I am at my best when I can help a team run a little more smoothly each week.',
    () => 'I enjoy sharing what I know, and I am just as happy to learn from the people around me.',
    (s) => `I would love to hear more about how the team at ${s.company} works day to day.`,
    () =>
      'Colleagues tend to describe me as approachable and dependable, and I work to live up to that.',
    () => 'I stay calm when plans change, and I try to keep a sense of humour on busy days.',
    () =>
      'I take pride in following through, especially on the small details that others might overlook.',
    (s) => `Being part of ${s.company} would mean a great deal to me.`,
  ],
  closing: [
    (s) => `I would love to talk about how I could help the team at ${s.company}.`,
    () => 'I would be delighted to hear from you and to learn more about the team.',
    (s) => `I would be glad to meet and talk about how I could contribute at ${s.company}.`,
  ],
  thanks: [
    'Thank you so much for reading my application.',
    'Thank you for your time, and I hope to hear from you soon.',
  ],
  closingLine: ['Warm regards,', 'With warm regards,', 'Kind regards,'],
};
