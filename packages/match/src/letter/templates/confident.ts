import { lead } from './place.ts';
import type { ToneTemplates } from './types.ts';

export const confident: ToneTemplates = {
  greetingNamed: [(name) => `Dear ${name},`],
  greetingNeutral: [() => 'Dear Hiring Team,', () => 'Dear Hiring Manager,'],
  opening: [
    (s) =>
      `I am applying for the ${s.role} role at ${s.company}, and I am ready to make an impact from the start.`,
    (s) =>
      `You are looking for ${s.aRole} at ${s.company}, and I can bring proven results to that role.`,
    (s) => `I am the right fit for the ${s.role} role at ${s.company}, and this letter shows why.`,
    (s) => `I want to bring my track record to ${s.company} as your next ${s.role}.`,
  ],
  fitWithTitle: [
    (t, terms) => `As ${t}, I deliver results in ${terms}.`,
    (t, terms) => `As ${t}, my strongest ground is ${terms}.`,
    (t, terms, s) =>
      `As ${t} with hands-on experience in ${terms}, I can take on the ${s.role} role without a long ramp-up.`,
  ],
  fitTitleOnly: [
    (t, s) => `As ${t}, I can take on the ${s.role} role without a long ramp-up.`,
    (t) => `My work as ${t} has prepared me to deliver from the first week.`,
  ],
  fitTermsOnly: [
    (terms) => `I deliver results in ${terms}.`,
    (terms, s) =>
      `With hands-on experience in ${terms}, I can take on the ${s.role} role without a long ramp-up.`,
  ],
  achievement: [
    (pred, p) => `${lead(p)}I ${pred}.`,
    (pred, p) =>
      p.where
        ? `My record ${p.where} speaks for itself: I ${pred}.`
        : `My record speaks for itself: I ${pred}.`,
    (pred, p) =>
      p.where ? `${lead(p)}I took ownership and ${pred}.` : `I took ownership and ${pred}.`,
    (pred, p) =>
      p.where
        ? `Results ${p.where} show what I do: I ${pred}.`
        : `My results show what I do: I ${pred}.`,
  ],
  achievementQuoted: [
    (text, p) => `My record ${p.where ?? 'to date'} speaks for itself: ${text}.`,
    (text, p) => `One result ${p.where ?? 'I delivered'}: ${text}.`,
  ],
  further: [
    (pred) => `I also ${pred}.`,
    (pred) => `On top of that, I ${pred}.`,
    (pred) => `Beyond that, I ${pred}.`,
  ],
  furtherAt: [
    (pred, where) => `${where}, I also ${pred}.`,
    (pred, where) => `My results ${where} are just as clear: I ${pred}.`,
  ],
  furtherQuoted: [
    (text, p) => `Another result ${p.where ?? 'I delivered'}: ${text}.`,
    (text) => `On top of that: ${text}.`,
  ],
  tie: [
    (terms, s) =>
      `That is the ${terms} experience the ${s.role} role calls for, and I am ready to apply it at ${s.company}.`,
    (terms) => `It shows the command of ${terms} that your posting asks for.`,
    (terms, s) => `I will bring the same strength in ${terms} to ${s.company}.`,
    (terms) => `It is direct proof of the ${terms} experience you need.`,
  ],
  skills: [
    (terms) => `I also bring hands-on command of ${terms}.`,
    (terms) => `I am equally strong in ${terms}.`,
    (terms, s) => `I also bring ${terms} to the ${s.role} role.`,
  ],
  education: [(d) => `My education includes ${d}.`, (d) => `I back this with ${d}.`],
  certificates: [
    (list) => `My credentials include ${list}.`,
    (list) => `I hold credentials that matter here: ${list}.`,
  ],
  otherSkills: [(list) => `My toolkit also includes ${list}.`, (list) => `I also bring ${list}.`],
  languages: [(list) => `I speak ${list}.`, (list) => `I work in ${list}.`],
  awards: [(list) => `My results have earned ${list}.`, (list) => `My awards include ${list}.`],
  filler: [
    (s) => `I know what the ${s.role} role demands, and I am ready to meet it.`,
    () => 'I set clear goals, measure my progress and finish what I start.',
    (s) =>
      `I would hit the ground running at ${s.company} and take ownership of my work from the first day.`,
    () => 'I raise problems early, propose solutions and see them through.',
    () => 'I hold myself accountable for results, and colleagues know they can count on me.',
    (s) => `I will bring the same drive to the team at ${s.company}.`,
    () => 'My resume sets out the full record, and I am glad to walk you through any part of it.',
    () => 'I work well under pressure and keep standards high when deadlines are tight.',
    () => 'I learn quickly, and I turn what I learn into better results for the team.',
    (s) => `The ${s.role} role plays to my strengths, and I know I can add value quickly.`,
    () => 'I prioritise ruthlessly, focus on what moves results and keep stakeholders informed.',
    () => 'I bring energy to a team and raise the standard of the work around me.',
    (s) => `I am ready to take on the challenges your posting describes at ${s.company}.`,
    () => 'I welcome responsibility, and I make decisions with care when the stakes are high.',
    () => 'I look for better ways of working and put them into practice.',
    () => 'I adapt quickly to new tools, processes and priorities.',
    (s) => `I am confident I can make a measurable difference at ${s.company}.`,
  ],
  closing: [
    (s) => `I look forward to showing you in person what I can deliver for ${s.company}.`,
    (s) =>
      `Let us talk about what I can bring to ${s.company}; I am available at your convenience.`,
    (s) => `I am ready to discuss how I will contribute to ${s.company} from the first week.`,
  ],
  thanks: ['Thank you, and I look forward to speaking with you.', 'Thank you for your time.'],
  closingLine: ['Best regards,', 'Regards,'],
};
