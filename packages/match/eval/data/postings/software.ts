import type { Posting } from '../types.ts';

export const backendEngineer: Posting = {
  id: 'software-backend-node',
  field: 'software',
  title: 'Backend Engineer (Node.js)',
  company: 'Larkspur Freight',
  text: `Backend Engineer (Node.js)

Larkspur Freight builds the software that mid-sized trucking carriers use to quote, dispatch and bill loads. Our platform team of nine engineers owns the APIs behind our web app, our driver app and about forty customer integrations.

Responsibilities
- Design, build and operate REST APIs and background workers in TypeScript on Node.js
- Model data and write efficient queries in PostgreSQL
- Ship services to AWS (ECS, Lambda, SQS) through our GitHub Actions pipelines
- Write unit and integration tests and take part in code review
- Share an on-call rotation (one week in six) and improve our dashboards and alerts
- Work with product and support to understand how carriers actually use what we build

Requirements
- 3+ years of professional experience building backend services
- Strong TypeScript and Node.js
- Solid SQL and hands-on experience with PostgreSQL or another relational database
- Experience designing REST APIs that other teams and customers depend on
- Hands-on experience with AWS and Docker
- Comfortable with Git and CI/CD workflows

Nice to have
- Redis, Kafka or another message queue
- Terraform
- Experience in logistics, freight or fintech

What we offer
- Salary range $135,000–$160,000 plus equity
- Remote within US time zones, with a team week in Kansas City twice a year
- 401(k) with 4% match and a $1,500 yearly learning budget`,
  required: [
    '3+ years of experience',
    'Back-End Development',
    'TypeScript',
    'Node.js',
    'SQL',
    'PostgreSQL',
    'REST APIs',
    'AWS',
    'Docker',
    'Git',
    'CI/CD',
  ],
};

export const iosEngineer: Posting = {
  id: 'software-ios-senior',
  field: 'software',
  title: 'Senior iOS Engineer',
  company: 'Tern Travel',
  text: `Senior iOS Engineer

Tern Travel helps three million travellers book, change and keep track of their trips. Our mobile team is eight engineers across iOS and Android, and the iOS app is rated 4.8 on the App Store.

Responsibilities
- Build new features in Swift for our iPhone and iPad apps
- Move screens from UIKit to SwiftUI and help shape our modular architecture
- Integrate REST APIs and handle offline storage with Core Data
- Write unit and UI tests with XCTest and keep crash-free sessions above 99.8%
- Review code and mentor two mid-level engineers

Requirements
- 5+ years of professional iOS development
- Expert knowledge of Swift; able to read and maintain Objective-C
- Experience with UIKit, plus at least one shipped SwiftUI feature
- Experience consuming REST APIs and working with JSON
- Unit testing with XCTest
- A Git-based workflow with pull requests and code review

Nice to have
- Combine or RxSwift
- CI tooling such as Fastlane, Bitrise or GitHub Actions
- Kotlin or Android experience

Benefits
- Fully remote within Europe, with an office in Lisbon if you want one
- Annual travel credit of EUR 1,000 and 30 days of holiday`,
  required: [
    '5+ years of experience',
    'iOS',
    'Swift',
    'Objective-C',
    'UIKit',
    'SwiftUI',
    'REST APIs',
    'JSON',
    'Unit Testing',
    'XCTest',
    'Git',
    'Code Review',
  ],
};
