import { z } from 'zod';

export const NAVIGATION_TARGETS = ['_self', '_blank'] as const;

/** One link in the site navigation (spec 000 section 3: Navigation item). */
export const NavigationLinkSchema = z.object({
  /** A UUID for items served by the navigation service; only those are click-tracked. */
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  isDropdown: z.boolean(),
  target: z.enum(NAVIGATION_TARGETS),
  sortOrder: z.number().int(),
  description: z.string().nullable(),
});
export type NavigationLink = z.infer<typeof NavigationLinkSchema>;

/** A top-level entry; a dropdown's links are its children, in display order. The bar is two levels deep. */
export const NavigationItemSchema = NavigationLinkSchema.extend({ children: z.array(NavigationLinkSchema) });
export type NavigationItem = z.infer<typeof NavigationItemSchema>;

export const NavigationTreeResponseSchema = z.object({ data: z.array(NavigationItemSchema) });
export type NavigationTreeResponse = z.infer<typeof NavigationTreeResponseSchema>;

export const NavigationItemIdParamSchema = z.object({ id: z.uuid('id must be a UUID') });

/** Same rule in the browser (frontend/src/layout/newsletter-email.ts) so the message matches. */
export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const NewsletterSubscribeRequestSchema = z.object({
  email: z
    .string(NEWSLETTER_EMAIL_MESSAGE)
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_EMAIL_MESSAGE)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, NEWSLETTER_EMAIL_MESSAGE),
});
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequestSchema>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = "You're subscribed!";
export const NewsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  /** True when the address was already on the list: subscribing twice is not an error. */
  alreadySubscribed: z.boolean(),
});
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;
