import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A job board's posting page, written for these tests from the schema.org JobPosting definition
 * in the shape many boards publish (a @graph beside the site's own entries, an HTML description),
 * served on 127.0.0.1: another host than the app's, as a real board would be.
 */
export const POSTING_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Platform Engineer at Halvard Logistics</title>
    <script type="application/ld+json">
      {"@context":"https://schema.org","@graph":[
        {"@type":"WebSite","name":"Example Board"},
        {"@type":"JobPosting","title":"Platform Engineer",
         "hiringOrganization":{"@type":"Organization","name":"Halvard Logistics"},
         "jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Oslo","addressCountry":"NO"}},
         "baseSalary":{"@type":"MonetaryAmount","currency":"NOK","value":{"@type":"QuantitativeValue","minValue":850000,"maxValue":950000,"unitText":"YEAR"}},
         "description":"<p>Run the platform our route planners build on.</p><ul><li>Kubernetes</li><li>Terraform</li></ul>"}
      ]}
    </script>
  </head>
  <body><main><h1>Platform Engineer</h1><p>Run the platform our route planners build on.</p></main></body>
</html>`;

export interface JobPostingSite {
  url: string;
  close(): Promise<void>;
}

export async function startJobPostingSite(): Promise<JobPostingSite> {
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/jobs/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(POSTING_PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/jobs/platform-engineer`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
