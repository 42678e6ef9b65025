/**
 * What TaxAtlas mails and who may turn it off (decision 153). Essential mail (account, security,
 * money) is always sent; every other mail belongs to a topic the user can switch off for e-mail
 * (in-app notifications stay) and carries a one-click unsubscribe (RFC 8058).
 */
export const MAIL_TOPICS = ["bids", "escrow", "complianceReminders", "ruleChanges"] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export const MAIL_TEMPLATES = {
  welcome: null,
  "sign-up-attempt": null,
  "password-reset": null,
  "new-device": null,
  "account-deletion": null,
  "email-change": null,
  "email-changed": null,
  "payment-receipt": null,
  refund: null,
  "escrow-funded": "escrow",
  "work-submitted": "escrow",
  "escrow-released": "escrow",
  "escrow-disputed": "escrow",
  "contract-message": "escrow",
  "dispute-response": "escrow",
  "dispute-decided": "escrow",
  "bid-received": "bids",
  "bid-accepted": "bids",
  "compliance-reminder": "complianceReminders",
  "rule-change": "ruleChanges",
  /** mail a user wrote in the mailbox to an address outside TaxAtlas */
  mailbox: null,
} as const satisfies Record<string, MailTopic | null>;
export type MailTemplate = keyof typeof MAIL_TEMPLATES;

export const topicOf = (template: MailTemplate): MailTopic | null => MAIL_TEMPLATES[template];

/** The compliance reminder stages, in days before the due date. */
export const REMINDER_DAYS = [30, 7, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];
