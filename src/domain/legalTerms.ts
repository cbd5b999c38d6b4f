/** The terms and conditions (/terms_and_conditions; issue 16). Shown by src/features/legal; shape in legalText.ts. */
import { PRODUCT_NAME } from './constants.ts';
import { PRIVACY_PATH, PRIVACY_TITLE, TERMS_TITLE } from './legalLinks.ts';
import { LEGAL_CONTACT_EMAIL, list, mailLink, paragraph, type LegalDocument } from './legalText.ts';

const contact = mailLink(LEGAL_CONTACT_EMAIL);
const privacy = { text: PRIVACY_TITLE, href: PRIVACY_PATH };

export const TERMS: LegalDocument = {
  name: 'terms',
  title: TERMS_TITLE,
  intro: [
    paragraph(
      `These terms govern your use of ${PRODUCT_NAME}, a web application in which businesses plan, approve, ` +
        'schedule and publish social media posts, browse ready-made content, read analytics and chat with the ' +
        'other members of their accounts. By creating an account or using the service you accept these terms. ' +
        'If you accept them on behalf of a company, you confirm that you may bind it.',
    ),
  ],
  sections: [
    {
      id: 'the-service',
      title: 'The service',
      blocks: [
        paragraph(
          `${PRODUCT_NAME} is offered to businesses and the people who work for them, not to consumers for ` +
            'private use. We may improve, change or remove features; when a change takes away something a paid ' +
            'plan promised, we tell the account owner in advance.',
        ),
        paragraph(
          'Some features rely on other services: the social networks you connect, the payment provider Paddle ' +
            'and, if you join it, the partner network. Their own terms apply to your use of them, and their ' +
            'availability is not in our control.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and access',
      blocks: [
        paragraph(
          'You register with your name, your e-mail address and a password, and confirm the address through the ' +
            'link we send. One person may belong to several accounts (companies or organisations), each with its ' +
            'own members, roles, subscription and connected networks.',
        ),
        list(
          'Keep your password to yourself and tell us at once if you think someone else has used it.',
          'The owner of an account decides who is a member and which role each member has.',
          'You are responsible for what happens under your login and for the posts published from your account.',
          'Our support staff may sign in as you, only to help you and only with a record of who did it and when.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        paragraph('You may not use the service to:'),
        list(
          'publish content that is unlawful, deceptive, hateful or that infringes the rights of others;',
          'send spam or break the rules of the social networks you publish to;',
          'try to reach data of accounts you do not belong to, probe or overload the service, or get around ' +
            'its limits and security;',
          'resell or share access to the service outside your organisation without our written consent.',
        ),
        paragraph(
          'We may remove content or suspend an account that breaks these rules. Unless the breach is serious or ' +
            'the law requires otherwise, we warn the account owner first and give them the chance to put it right.',
        ),
      ],
    },
    {
      id: 'your-content',
      title: 'Your content',
      blocks: [
        paragraph(
          'The posts, images, designs and messages you create remain yours. You give us the right to store, ' +
            'process and publish them only as far as needed to run the service for you, for example to send a ' +
            'scheduled post to the networks you chose at the time you chose.',
        ),
        paragraph(
          'Ready-made content from the library may be used in the posts of your account while your subscription ' +
            'lasts. It may not be sold or offered as a library of its own.',
        ),
      ],
    },
    {
      id: 'subscriptions-and-billing',
      title: 'Subscriptions and billing',
      blocks: [
        paragraph(
          'Paid plans are billed monthly or yearly, in advance, at the price shown when you subscribe (prices are ' +
            'shown without tax; tax is added at checkout where it applies). Our reseller Paddle (Paddle.com) is the ' +
            'merchant of record: it takes the payment, issues the invoice and handles tax, refunds and card ' +
            "questions, under Paddle's own terms of sale.",
        ),
        list(
          'A subscription renews automatically at the end of each period until it is cancelled.',
          'If a renewal payment fails, the account is marked as past due and its members are asked to update ' +
            'the card; features may be limited until the payment succeeds.',
          'When you change plan, the new price applies as Paddle calculates it for the rest of the period.',
          'Trial and special offers are described on the plan they belong to and end on the date they state.',
        ),
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancellation and ending the agreement',
      blocks: [
        paragraph(
          'The billing owner of an account can cancel its subscription at any time. The plan stays active until ' +
            'the end of the period already paid and is not renewed afterwards; it can be reactivated until then. ' +
            'Payments already made are not refunded, except where the law requires it or Paddle grants a refund.',
        ),
        paragraph(
          'You may stop using the service and ask us to delete your account at any time. We may end the ' +
            'agreement with 30 days’ notice, or at once after a serious breach of these terms. Before an account ' +
            'is deleted, its owner can export its data as described in the ',
          privacy,
          '.',
        ),
      ],
    },
    {
      id: 'availability',
      title: 'Availability and changes to the service',
      blocks: [
        paragraph(
          'We aim to keep the service available at all times but do not promise that it will be free of ' +
            'interruptions: maintenance, outages of the social networks or of our providers, and events beyond ' +
            'our control can stop a post from going out on time. The planner shows the status of every post, so ' +
            'you can see whether it was published.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        paragraph(
          'We are liable without limit for harm we cause intentionally or through gross negligence, and where the ' +
            'law does not allow liability to be limited. Otherwise our total liability in any twelve months is ' +
            'limited to the fees your account paid for the service in that time, and we are not liable for lost ' +
            'profits, lost business or indirect loss.',
        ),
        paragraph(
          'We are not responsible for the content you publish, for decisions of the social networks about your ' +
            'pages and posts, or for services of others that you connect to the product.',
        ),
      ],
    },
    {
      id: 'privacy-and-data',
      title: 'Personal data',
      blocks: [paragraph('How we collect, use and protect personal data is described in the ', privacy, '.')],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        paragraph(
          'We may update these terms. The date at the top shows when they last changed. We tell account owners ' +
            'about important changes by e-mail at least 30 days before they take effect; if you do not agree, you ' +
            'may cancel before then. Continuing to use the service after that date means you accept the new terms.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [paragraph('Questions about these terms: write to ', contact, '.')],
    },
  ],
};
