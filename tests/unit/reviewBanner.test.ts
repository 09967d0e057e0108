import { describe, expect, it } from 'vitest';
import { isReviewOrigin, reviewTicket, ticketUrl } from '../../src/domain/reviewBanner';

describe('review banner (spec 1 §2.2)', () => {
  it.each([
    ['https://console-dev-1234.reviewapp.example.com', true, 'DEV-1234'],
    ['https://rapp-dev-77.example.com', true, 'DEV-77'],
    ['https://Dev-42-and-dev-43.RAPP.example.com', true, 'DEV-42'],
    ['https://reviewapp.example.com', true, null],
    ['https://console.planora.example', false, null],
    ['http://localhost:3000', false, null],
    ['https://dev-99.staging.example.com', false, null],
  ])('%s -> review: %s, ticket: %s', (origin, review, ticket) => {
    expect(isReviewOrigin(origin)).toBe(review);
    expect(reviewTicket(origin)).toBe(ticket);
  });

  it('links the ticket to the tracker, or not at all without one', () => {
    expect(ticketUrl('DEV-12', 'https://tracker.example.com/browse/')).toBe('https://tracker.example.com/browse/DEV-12');
    expect(ticketUrl('DEV-12', null)).toBeNull();
  });
});
