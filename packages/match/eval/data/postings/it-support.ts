import type { Posting } from '../types.ts';

export const itSupportSpecialist: Posting = {
  id: 'it-support-specialist',
  field: 'IT support',
  title: 'IT Support Specialist',
  company: 'Northgate Credit Union',
  text: `IT Support Specialist

Northgate Credit Union serves 85,000 members from 12 branches and an operations center. Our IT team of 14 supports about 300 staff.

What you'll do
- Resolve tickets by phone, chat and in person in ServiceNow, meeting our response SLAs
- Troubleshoot Windows 11 laptops, printers, VPN and branch network issues
- Manage user accounts, groups and password resets in Active Directory and Microsoft 365
- Image and deploy laptops with Intune, and keep the hardware inventory current
- Write and update knowledge base articles for common fixes
- Escalate complex issues to the network and systems teams

What you need
- 2+ years of help desk or desktop support experience
- Strong troubleshooting skills for Windows and Microsoft Office
- Experience with Active Directory and Microsoft 365 administration
- Experience with a ticketing system such as ServiceNow, Jira Service Management or Zendesk
- Basic networking knowledge (TCP/IP, DNS, DHCP, VPN)
- CompTIA A+ certification, or the ability to earn it within 6 months
- Valid driver's license and the ability to travel to branches

Nice to have
- CompTIA Network+ or Security+
- Experience in banking or another regulated industry
- PowerShell scripting

Benefits
- Pension plan, 401(k) match and tuition assistance
- Monday to Friday, 8:00 am to 5:00 pm, with a paid on-call stipend`,
  required: [
    '2+ years of help desk experience',
    'Technical Support',
    'Troubleshooting',
    'Windows',
    'Microsoft Office',
    'Active Directory',
    'Microsoft 365',
    'Ticketing',
    'Networking',
    'CompTIA A+',
    "Driver's License",
  ],
};
