/** Default page metadata; the server writes it into index.html. */
export const seoDefaults = {
  title: 'Resumio — AI Resume Builder, Cover Letters & Job Tracker',
  description:
    'Build ATS-friendly resumes from professional templates, tailor them to any job description with AI, generate cover letters and track every application — free to start.',
  keywords:
    'resume builder, AI resume, ATS resume, cover letter generator, job application tracker, CV maker, job search',
  image: '/og-image.png',
  imageWidth: 1200,
  imageHeight: 630,
  rating: { value: '4.8', count: '1250' },
  price: { amount: '0', currency: 'USD' },
} as const;
