import { describe, expect, it } from 'vitest';
import { detailsChanges, inColumns, initialDetails, LINK_COLUMN_SIZE, smsShare } from '../../src/domain/organisationDetails';

const record = { referentId: 1, status: 'trial', clusters: false, packOfferName: 'basic', isNewOffer: false };

describe('organisation details form (spec 2 §2.1)', () => {
  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(detailsChanges(record, initialDetails(record))).toEqual({});
    expect(detailsChanges(record, { ...initialDetails(record), ownerId: 2, clusters: true })).toEqual({ owner_id: 2, clusters: true });
    expect(detailsChanges(record, { ...initialDetails(record), status: 'active', pack: 'premium' })).toEqual({ status: 'active', pack_offer_name: 'premium' });
  });

  it('never sends the pack of a new-offer organisation (the field is hidden)', () => {
    const newOffer = { ...record, isNewOffer: true };
    expect(detailsChanges(newOffer, { ...initialDetails(newOffer), pack: 'premium' })).toEqual({});
  });

  it('puts licence links in columns of 15 (spec 2 §9)', () => {
    expect(LINK_COLUMN_SIZE).toBe(15);
    const columns = inColumns(Array.from({ length: 31 }, (_, i) => i));
    expect(columns.map((c) => c.length)).toEqual([15, 15, 1]);
    expect(inColumns([])).toEqual([]);
  });

  it.each([
    [0, 250, 0],
    [125, 250, 50],
    [300, 250, 100],
    [0, 0, 0],
    [3, 0, 100],
  ])('SMS bar: %i used of %i is %i %%', (used, limit, share) => expect(smsShare(used, limit)).toBe(share));
});
