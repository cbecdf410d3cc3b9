import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApprovalOutlinedIcon from '@mui/icons-material/ApprovalOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DoneAllOutlinedIcon from '@mui/icons-material/DoneAllOutlined';
import EnhancedEncryptionOutlinedIcon from '@mui/icons-material/EnhancedEncryptionOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LockPersonOutlinedIcon from '@mui/icons-material/LockPersonOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import SourceOutlinedIcon from '@mui/icons-material/SourceOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UpdateOutlinedIcon from '@mui/icons-material/UpdateOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { DEMO_LENGTH_TEXT, formatGbp, PRICES_EXCLUDE_NOTE, PRICES_GBP, PRODUCT_NAMES } from '@site/contracts';
import type { Edition, IconFeature } from '../../../data/content-types';

/** A question of the FAQ with its answer. */
export interface Faq {
  question: string;
  answer: string;
}

export const COMPLIANCE_DOCS_HERO = {
  eyebrow: 'SharePoint · Power Automate · Microsoft Teams',
  title: PRODUCT_NAMES.complianceDocs,
  lead: 'Policies, procedures and controlled documents with owners, approvals, read receipts and review dates, run from SharePoint and Microsoft Teams, so every auditor question already has an answer.',
} as const;

export const AUDIENCES: readonly IconFeature[] = [
  {
    icon: GavelOutlinedIcon,
    title: 'Compliance and risk teams',
    description: 'Keep the policy framework current and show regulators that staff have read and understood it.',
  },
  {
    icon: FactCheckOutlinedIcon,
    title: 'Quality managers',
    description: 'Run ISO 9001 document control with numbered versions, recorded approvals and controlled copies.',
  },
  {
    icon: SecurityOutlinedIcon,
    title: 'Information security leads',
    description: 'Maintain ISO/IEC 27001 and Cyber Essentials policies with evidence of every review.',
  },
  {
    icon: GroupsOutlinedIcon,
    title: 'HR and operations',
    description: 'Publish handbooks and procedures, and collect an acknowledgement from every employee in scope.',
  },
];

export const OUTCOMES: readonly IconFeature[] = [
  {
    icon: SourceOutlinedIcon,
    title: 'One current version of everything',
    description:
      'Staff always open the approved version. Drafts and retired versions stay out of sight, but on record.',
  },
  {
    icon: ManageSearchOutlinedIcon,
    title: 'Audit evidence in minutes',
    description: 'Export who approved, published and acknowledged each version, with dates, for any audit period.',
  },
  {
    icon: EventAvailableOutlinedIcon,
    title: 'No review slips through',
    description: 'Owners are reminded before each review date, and the dashboard lists every overdue document.',
  },
  {
    icon: HowToRegOutlinedIcon,
    title: 'Proof that staff have read it',
    description: 'Read-and-acknowledge campaigns record who has confirmed each policy and chase those who have not.',
  },
];

export const COMPLIANCE_FEATURES: readonly IconFeature[] = [
  {
    icon: BadgeOutlinedIcon,
    title: 'Controlled templates and numbering',
    description: 'Every document gets a number, an owner, a classification and a next review date from the start.',
  },
  {
    icon: ApprovalOutlinedIcon,
    title: 'Approval workflow',
    description: 'Reviewers and approvers per document type; they approve from Teams or Outlook with one click.',
  },
  {
    icon: HistoryEduOutlinedIcon,
    title: 'Version control',
    description: 'Major and minor versions with a change summary each, and the full history a click away.',
  },
  {
    icon: DoneAllOutlinedIcon,
    title: 'Read and acknowledge',
    description: 'Target a department or Entra ID group and send reminders until everyone has confirmed.',
  },
  {
    icon: UpdateOutlinedIcon,
    title: 'Review scheduling',
    description: 'Annual, two-yearly or custom review cycles, with reminders 30 days and 7 days before they fall due.',
  },
  {
    icon: DashboardOutlinedIcon,
    title: 'Compliance dashboard',
    description: 'A Power BI view of documents by status, overdue reviews and acknowledgement rates by department.',
  },
];

export interface LifecycleStep {
  name: string;
  description: string;
}

/** The document lifecycle the app follows (descriptive: spec section 4). */
export const DOCUMENT_LIFECYCLE: readonly LifecycleStep[] = [
  {
    name: 'Draft',
    description:
      'The author starts from a controlled template; the document gets its number, owner and classification.',
  },
  {
    name: 'Review',
    description: 'Subject-matter reviewers comment and suggest changes, and the author resolves every comment.',
  },
  {
    name: 'Approve',
    description: 'The named approver signs off in Teams or Outlook, and the approval is recorded against the version.',
  },
  {
    name: 'Publish',
    description: 'The approved version goes live in the policy library and supersedes the previous one.',
  },
  {
    name: 'Acknowledge',
    description: 'Staff in scope are asked to read and confirm it, with reminders until they do.',
  },
  {
    name: 'Periodic review',
    description: 'On the review date the owner confirms the document is still right, or starts a new draft.',
  },
  {
    name: 'Retire',
    description:
      'A document no longer needed is withdrawn from the library and kept read-only for its retention period.',
  },
];

export const INTEGRATIONS: readonly IconFeature[] = [
  {
    icon: FolderSharedOutlinedIcon,
    title: 'SharePoint Online',
    description: 'The document library, with versioning, metadata and permissions your IT team already manages.',
  },
  {
    icon: GroupsOutlinedIcon,
    title: 'Microsoft Teams',
    description: 'The policy library as a Teams tab, and approval requests as Adaptive Cards in chat.',
  },
  {
    icon: MailOutlinedIcon,
    title: 'Outlook',
    description: 'Approvals, acknowledgement requests and review reminders arrive as actionable e-mails.',
  },
  {
    icon: AssessmentOutlinedIcon,
    title: 'Power BI',
    description: 'The compliance dashboard, shareable with your audit committee and refreshed daily.',
  },
  {
    icon: PolicyOutlinedIcon,
    title: 'Microsoft Purview',
    description: 'Sensitivity and retention labels applied to documents as they are published and retired.',
  },
  {
    icon: AdminPanelSettingsOutlinedIcon,
    title: 'Microsoft Entra ID',
    description: 'Sign-in with work accounts, and groups that decide who must read each policy.',
  },
];

export const COMPLIANCE_EDITIONS: readonly Edition[] = [
  {
    name: `${PRODUCT_NAMES.complianceDocs}: Dataverse edition`,
    priceGbp: PRICES_GBP.complianceDocsDataverse,
    priceBasis: 'One-off, per Microsoft 365 tenant',
    summary:
      'For regulated organisations that need relational records, security roles and Dataverse auditing of every step.',
    includes: [
      'Model-driven app for document controllers',
      'Approval, acknowledgement and review flows',
      'Dataverse auditing of every lifecycle step',
      'Power BI compliance dashboard',
      'Policy, procedure and work instruction templates',
    ],
    recommended: true,
  },
  {
    name: `${PRODUCT_NAMES.complianceDocs}: SharePoint edition`,
    priceGbp: PRICES_GBP.complianceDocsSharePoint,
    priceBasis: 'One-off, per Microsoft 365 tenant',
    summary:
      'For smaller teams on standard Microsoft 365 licences: documents and records stay in SharePoint, no premium licences needed.',
    includes: [
      'Canvas app in Teams and the browser',
      'Approval, acknowledgement and review flows',
      'SharePoint version history and audit log',
      'Power BI compliance dashboard',
      'Policy, procedure and work instruction templates',
    ],
  },
  {
    name: 'Installation day',
    priceGbp: PRICES_GBP.installationDay,
    priceBasis: 'Per consultant day, on site or remote',
    summary:
      'A consultant installs the solution, sets up your document types and approvers, and imports your existing policies.',
    includes: [
      'Installation in your test and live environments',
      'Document types, approvers and review cycles configured',
      'Bulk import of existing policies from a spreadsheet',
      'Two-hour document controller training session',
    ],
  },
];

export const COMPLIANCE_FAQ: readonly Faq[] = [
  {
    question: 'Do we need premium Power Apps licences?',
    answer:
      'Only for the Dataverse edition, where everyone who uses the app needs a Power Apps premium licence (per user or per app). The SharePoint edition runs on the Power Apps and Power Automate rights included in most Microsoft 365 business and enterprise plans.',
  },
  {
    question: 'Where are our documents and records stored?',
    answer:
      'In your own Microsoft 365 tenant: documents in SharePoint, records in Dataverse or SharePoint lists. We do not host or copy your data, and it stays in the region your tenant is provisioned in.',
  },
  {
    question: 'Can we bring our existing policies across?',
    answer:
      'Yes. You list your current documents with their owners and review dates in a spreadsheet, and during the installation day we bulk-import them as published version 1.0 documents.',
  },
  {
    question: 'How long does it take to go live?',
    answer:
      'Most organisations are live within two weeks: one installation day, then a week or so to load documents and test approvals with a pilot group before inviting everyone.',
  },
  {
    question: 'Does it meet ISO 9001 and ISO/IEC 27001 document control requirements?',
    answer:
      'It provides the controls those standards expect: approval before issue, review and update, identification of changes and current versions, and prevention of unintended use of obsolete documents. Certification still depends on your management system as a whole.',
  },
  {
    question: 'Can we change the lifecycle steps?',
    answer:
      'Yes. The seven steps are the default. Approvers, review frequencies and who must acknowledge are set per document type, and extra steps such as a legal review can be added during installation.',
  },
  {
    question: 'What does the price include?',
    answer: `The solution with its flows, templates and Power BI dashboard, installed in one tenant. Installation days are charged separately at ${formatGbp(PRICES_GBP.installationDay)} a day. ${PRICES_EXCLUDE_NOTE}`,
  },
];

export const SECURITY_POINTS: readonly IconFeature[] = [
  {
    icon: CloudDoneOutlinedIcon,
    title: 'Stays in your tenant',
    description: 'No outside servers: the app, its flows and your data live in your Microsoft 365 tenant.',
  },
  {
    icon: LockPersonOutlinedIcon,
    title: 'Entra ID sign-in',
    description: 'Staff sign in with their work accounts; MFA and Conditional Access apply as everywhere else.',
  },
  {
    icon: VerifiedUserOutlinedIcon,
    title: 'Role-based access',
    description: 'Authors, reviewers, approvers and readers see only what their role allows.',
  },
  {
    icon: TaskAltOutlinedIcon,
    title: 'Complete audit trail',
    description: 'Every approval, publication, acknowledgement and retirement is recorded with the user and time.',
  },
  {
    icon: EnhancedEncryptionOutlinedIcon,
    title: 'Encrypted throughout',
    description: 'Microsoft 365 encrypts documents at rest and in transit; nothing is stored or sent outside it.',
  },
  {
    icon: Inventory2OutlinedIcon,
    title: 'Retention and legal hold',
    description: 'Retired versions keep their Purview retention labels, so nothing is deleted before its time.',
  },
];

export const COMPLIANCE_CLOSING = {
  title: 'Get your next audit ready now',
  text: `Tell us which documents you control today and we will show the lifecycle working on them in a live demo of ${DEMO_LENGTH_TEXT}, or send you a fixed quote.`,
} as const;
