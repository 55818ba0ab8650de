/**
 * Help-centre topics (GET /wps/system/helpCenter): `{title, content}` with HTML content. The
 * terms carry the restricted-player rules of product-spec §6 and the minimum age of 21.
 */
import { MINIMUM_AGE } from '@app/contracts';

export interface HelpTopic {
  title: string;
  content: string;
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    title: 'Terms & Conditions',
    content: [
      '<h3 id="terms">Terms &amp; Conditions</h3>',
      `<p>You must be at least <strong>${MINIMUM_AGE} years old</strong> to register and play.</p>`,
      '<p>The following persons are <strong>not allowed</strong> to play:</p>',
      '<ul>',
      '<li>government officials and employees;</li>',
      '<li>members of the armed forces and the police;</li>',
      `<li>persons under ${MINIMUM_AGE} years of age;</li>`,
      '<li>persons included in the national database of restricted persons;</li>',
      '<li>holders of gaming licences and their employees.</li>',
      '</ul>',
      '<p>Winnings and funds of ineligible players are <strong>forfeited</strong>.</p>',
      '<p>Playing in public places is not allowed.</p>',
      '<p>One account per person. We may request identity verification (KYC) at any time.</p>',
    ].join(''),
  },
  {
    title: 'Responsible Gaming',
    content:
      '<h3>Responsible Gaming</h3><p>Gaming should be entertainment. Set deposit and time limits, never chase losses, and take breaks.</p><p>If you need help, contact customer service to self-exclude.</p>',
  },
  {
    title: 'Privacy Policy',
    content:
      '<h3>Privacy Policy</h3><p>We collect the data needed to run your account (username, mobile number, identity documents) and never sell it.</p><p>Data is kept as long as the law requires.</p>',
  },
  {
    title: 'FAQ',
    content:
      '<h3>Frequently Asked Questions</h3><p><b>I forgot my password.</b> Use the password recovery link on the login page.</p><p><b>Why is a captcha shown?</b> After a failed login we ask for a captcha to protect your account.</p><p><b>What is free play?</b> A trial account with demo credits; register to play for real.</p>',
  },
  {
    title: 'Deposits',
    content:
      '<h3>Deposits</h3><p>Deposits are credited in PHP. Minimum deposit PHP 100. Bonuses require a turnover before withdrawal.</p>',
  },
  {
    title: 'Withdrawals',
    content:
      '<h3>Withdrawals</h3><p>Withdrawals from PHP 100 to PHP 50,000 per request, after identity verification. E-wallet limit PHP 25,000.</p>',
  },
  {
    title: 'About Us',
    content:
      '<h3>About Us</h3><p>A demonstration merchant of the TCG platform, served entirely by the sandbox gateway.</p>',
  },
];
