import type { OutgoingMail } from './mailer';

// Tokens ride in the URL fragment: browsers never send it to a server, so it stays out of access logs and Referer headers.
export function verificationMail(to: string, fullName: string, appBaseUrl: string, token: string, ttlHours: number): OutgoingMail {
  const link = `${appBaseUrl}/verify-email#token=${token}`;
  return {
    to,
    subject: 'Verify your email for Kids Adventure Hub',
    text: `Hi ${fullName},\n\nPlease confirm your email address by opening this link:\n${link}\n\nThe link works once and expires in ${ttlHours} hours.\n`,
    html: `<p>Hi ${escapeHtml(fullName)},</p><p>Please confirm your email address:</p><p><a href="${link}">Verify my email</a></p><p>The link works once and expires in ${ttlHours} hours.</p>`,
  };
}

export function passwordResetMail(to: string, fullName: string, appBaseUrl: string, token: string, ttlMinutes: number): OutgoingMail {
  const link = `${appBaseUrl}/reset-password#token=${token}`;
  return {
    to,
    subject: 'Reset your Kids Adventure Hub password',
    text: `Hi ${fullName},\n\nSomeone asked to reset the password of this account. If it was you, open this link:\n${link}\n\nThe link works once and expires in ${ttlMinutes} minutes. If it was not you, ignore this mail.\n`,
    html: `<p>Hi ${escapeHtml(fullName)},</p><p>Someone asked to reset the password of this account. If it was you:</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in ${ttlMinutes} minutes. If it was not you, ignore this mail.</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
