import { describe, expect, it } from 'vitest';
import { type GroupDocument, reconciliationStatuses } from '../src/documents/reconciliation/reconciliation-groups.js';

const inv = (id: string, subtotalAmount: number): GroupDocument => ({ id, kind: 'invoice', subtotalAmount });
const note = (id: string, subtotalAmount: number): GroupDocument => ({ id, kind: 'delivery_note', subtotalAmount });
const link = (invoiceId: string, deliveryNoteId: string) => ({ invoiceId, deliveryNoteId });
const asObject = (m: Map<string, string>) => Object.fromEntries(m);

describe('reconciliation status rule', () => {
  it('marks documents without links unmatched', () => {
    expect(asObject(reconciliationStatuses([inv('i1', 100), note('n1', 100)], []))).toEqual({ i1: 'unmatched', n1: 'unmatched' });
  });

  it('marks a whole group matched when invoice and note subtotals add up to the same sum', () => {
    const docs = [inv('i1', 100000), note('n1', 60000), note('n2', 40000)];
    expect(asObject(reconciliationStatuses(docs, [link('i1', 'n1'), link('i1', 'n2')]))).toEqual({
      i1: 'matched',
      n1: 'matched',
      n2: 'matched',
    });
  });

  it('marks a group partial when the sums differ, leaving unlinked documents unmatched', () => {
    const docs = [inv('i1', 100000), note('n1', 60000), note('n2', 40000)];
    expect(asObject(reconciliationStatuses(docs, [link('i1', 'n1')]))).toEqual({ i1: 'partial', n1: 'partial', n2: 'unmatched' });
  });

  it('groups transitively across invoices and notes (i1–n1–i2–n2 is one group)', () => {
    const docs = [inv('i1', 50), inv('i2', 50), note('n1', 70), note('n2', 30)];
    const links = [link('i1', 'n1'), link('i2', 'n1'), link('i2', 'n2')];
    expect(new Set(reconciliationStatuses(docs, links).values())).toEqual(new Set(['matched']));
    expect(reconciliationStatuses(docs, links.slice(0, 2)).get('n2')).toBe('unmatched');
    expect(reconciliationStatuses(docs, links.slice(0, 2)).get('i1')).toBe('partial');
  });

  it('keeps separate groups separate', () => {
    const docs = [inv('i1', 10), note('n1', 10), inv('i2', 10), note('n2', 20)];
    expect(asObject(reconciliationStatuses(docs, [link('i1', 'n1'), link('i2', 'n2')]))).toEqual({
      i1: 'matched',
      n1: 'matched',
      i2: 'partial',
      n2: 'partial',
    });
  });

  it('ignores links to documents not given (soft-deleted ones leave their group)', () => {
    const docs = [inv('i1', 100000), note('n1', 60000)];
    expect(asObject(reconciliationStatuses(docs, [link('i1', 'n1'), link('i1', 'n2')]))).toEqual({ i1: 'partial', n1: 'partial' });
    expect(reconciliationStatuses([inv('i1', 5)], [link('i1', 'gone')]).get('i1')).toBe('unmatched');
  });

  it('sums exactly beyond 2^53 (many large documents)', () => {
    const big = 10_000_000_000_000;
    const notes = Array.from({ length: 1000 }, (_, k) => note(`n${k}`, big));
    const invoices = [inv('i1', big * 500), inv('i2', big * 500)];
    const links = notes.map((n, k) => link(k < 500 ? 'i1' : 'i2', n.id)).concat(link('i2', 'n0'));
    expect(reconciliationStatuses([...invoices, ...notes], links).get('i1')).toBe('matched');
    expect(reconciliationStatuses([...invoices, { ...notes[0], subtotalAmount: big + 1 }, ...notes.slice(1)], links).get('n5')).toBe(
      'partial',
    );
  });
});
