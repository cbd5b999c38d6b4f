/**
 * The privacy policy (/privacy; issue 16), whose cookies section is also the planner's cookie-policy modal (spec
 * 2.6). Shown by src/features/legal; shape in legalText.ts.
 */
import { PRODUCT_NAME } from './constants.ts';
import { PRIVACY_TITLE, TERMS_PATH, TERMS_TITLE } from './legalLinks.ts';
import {
  LEGAL_CONTACT_EMAIL,
  list,
  mailLink,
  paragraph,
  type LegalDocument,
  type LegalSection,
} from './legalText.ts';

const contact = mailLink(LEGAL_CONTACT_EMAIL);

/** What the browser keeps: the privacy policy's section on cookies, and the planner's cookie-policy modal. */
export const COOKIES_SECTION: LegalSection = {
  id: 'cookies',
  title: 'Cookies and local storage',
  blocks: [
    paragraph(
      `${PRODUCT_NAME} keeps a few small pieces of information in your browser. Those it needs to work are set ` +
        'without asking; anything that measures or tracks you waits for your consent.',
    ),
    list(
      [
        'Needed: session cookies that keep you logged in (an opaque sign-in token and your user, account and ' +
          'role numbers), the account you last chose, and short-lived markers of a registration, a checkout or ' +
          'a social network connection in progress. They are removed when you log out.',
      ],
      [
        'Preferences: browser storage for choices you make, such as whether you dismissed the welcome banner, ' +
          'the dashboard beta switch, your setup progress and your answer to the cookie question. They stay ' +
          'until you clear them or log out.',
      ],
      [
        'Campaign attribution: the utm_source, utm_medium, utm_campaign, utm_term and utm_content values of the ' +
          'link that brought you, kept in your browser to credit the campaign when you register.',
      ],
      [
        'Analytics and referral tracking: a tag manager with its analytics tags and an affiliate-referral ' +
          'tracker. They load only after you have agreed to them, and you can withdraw that consent at any time ' +
          'with Cookie settings at the foot of the page.',
      ],
    ),
    paragraph(
      'You can delete cookies and stored data in your browser settings; without the needed cookies you cannot stay ' +
        'logged in.',
    ),
  ],
};

export const PRIVACY: LegalDocument = {
  name: 'privacy',
  title: PRIVACY_TITLE,
  intro: [
    paragraph(
      `This policy explains what personal data ${PRODUCT_NAME} stores, why, who else receives it, how long we ` +
        'keep it and which rights you have. It applies to the web application and the e-mails it sends. The ' +
        'business that operates the service is the controller of this data; for the content of a customer ' +
        'account, we process data on behalf of that customer.',
    ),
  ],
  sections: [
    {
      id: 'data-we-store',
      title: 'Data we store',
      blocks: [
        list(
          'Account data: your name, e-mail address, a password stored only as a salted hash, and the one-time ' +
            'codes we e-mail to confirm a sign-in. If you sign up or log in with LinkedIn, Facebook or Twitter (X), ' +
            'the name, e-mail address and profile id that network shares with us, and no password.',
          'Profile and organisation: your profile picture and settings, the accounts (companies) you belong to, ' +
            'your role in each, their logo, brand kit, time zone, topics and posting schedule.',
          'Posts and content: the text, images and designs of your posts, their schedule, approval status and ' +
            'publishing results, and the content you save in your library.',
          'Social network connections: the names of the pages and profiles you connect and the access tokens the ' +
            'networks issue. The tokens are stored encrypted (AES-256-GCM) and are used only to publish and to ' +
            'read the insights you asked for.',
          'Chat: the messages you exchange with other members, when they were read, and your notifications.',
          'Payments: the plan, the amount, the date and the result of each payment, the billing name and address, ' +
            'and the last four digits and expiry date of the card. We never receive or store full card numbers: ' +
            'Paddle holds them.',
          'Security records: your sessions (stored as hashed tokens), the time of your last activity, and a record ' +
            'of sign-ins made by our support staff on your behalf.',
        ),
      ],
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use it',
      blocks: [
        list(
          'To provide the service you signed up for: your account, the planner, publishing, analytics and chat ' +
            '(performance of our contract with you).',
          'To bill your subscription and keep the records tax law requires (legal obligation).',
          'To keep the service and your account secure, for example to detect abuse (legitimate interest).',
          'To send e-mails you need, such as registration links, password resets and sign-in codes, and, if you ' +
            'ask for them, news about the product.',
          'To measure visits and credit referrals, only with your consent (see Cookies and local storage).',
        ),
        paragraph('We do not sell your data and do not use your posts or messages to advertise to you.'),
      ],
    },
    COOKIES_SECTION,
    {
      id: 'sub-processors',
      title: 'Who else receives data',
      blocks: [
        paragraph(
          'We share data only with the providers we need to run the service, each for its own purpose:',
        ),
        list(
          'Paddle, our payment provider and reseller: your billing details, the plan and the payment. Paddle ' +
            'collects the card details itself.',
          'The social networks you connect (Facebook, Instagram, Twitter (X), LinkedIn, TikTok): the posts you ' +
            'publish to them and the requests for your insights. They receive nothing until you connect them, and ' +
            'nothing more after you disconnect.',
          'Our e-mail provider: your address and the content of the e-mails we send you.',
          'The partner network, only if you join it from Networking and give your consent there: your name, ' +
            'e-mail address and account.',
          'Our hosting provider, which runs the servers and the database on our behalf.',
        ),
        paragraph(
          'Members of your accounts see your name, picture and the posts and messages you share with them. We ' +
            'disclose data to authorities only where the law obliges us to.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        list(
          'Account, profile, posts, library and chat: as long as your account exists. When an account is deleted, ' +
            'its data is removed within 30 days, and from backups within a further 30 days.',
          'Social network tokens: until you disconnect the network, the network withdraws its permission, or the ' +
            'account is deleted.',
          'Sessions: a session ends after 30 minutes without activity and at the latest 12 hours after sign-in.',
          'Sign-in, registration and password-reset codes: until used or expired, within hours at most.',
          'Payment records: as long as tax and accounting law requires, usually ten years.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        paragraph(
          'Connections are encrypted (HTTPS). Passwords are stored as salted hashes, sessions as hashed tokens and ' +
            'social network tokens encrypted. Every request is checked against the accounts you belong to, and ' +
            'only staff who need it for support can see customer data.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        paragraph('You can ask us at any time to:'),
        list(
          'tell you which data we hold about you and give you a copy (access);',
          'send you your data, or the data of an account you own, in a machine-readable format (export);',
          'correct data that is wrong; much of it you can change yourself in Settings;',
          'delete your data and your account (deletion); we keep only what the law requires us to keep;',
          'restrict or object to a use of your data, and withdraw a consent you gave.',
        ),
        paragraph(
          'Write to ',
          contact,
          ' from the address of your account; we answer within 30 days. You may also complain to the data ' +
            'protection authority where you live or work.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        paragraph(
          'When we change this policy, the date at the top changes too. We tell you of important changes by ' +
            'e-mail or in the application before they take effect. The use of the service itself is governed by ' +
            'the ',
          { text: TERMS_TITLE, href: TERMS_PATH },
          '.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [paragraph('Questions about your data or this policy: write to ', contact, '.')],
    },
  ],
};
