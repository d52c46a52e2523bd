import { PREVIOUS_PRICING_MODEL_NAMES, previousPricingModel, pricingModelNamed } from './pricing-model-names';
import { enabledOf, statusOf, topicOf, topicsAfterWrite } from './webhook-vocabulary';

describe('the previous generation’s vocabulary', () => {
  it('names simple_letter FIXED_WIDTH, advanced_letter MATERIAL_LENGTH, frame_fit FRAME_FIT, the retired model FIXED_HEIGHT', () => {
    expect(previousPricingModel('simple_letter')).toBe('FIXED_WIDTH');
    expect(previousPricingModel('advanced_letter')).toBe('MATERIAL_LENGTH');
    expect(previousPricingModel('frame_fit')).toBe('FRAME_FIT');
    expect(previousPricingModel('legacy_fixed_height')).toBe('FIXED_HEIGHT');
  });

  it('gives every model a name of its own, so a name leads back to one model', () => {
    const names = Object.values(PREVIOUS_PRICING_MODEL_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });

  it('leads each older name back to its model, and nothing else (a v3 name included) to any', () => {
    expect(pricingModelNamed('FIXED_WIDTH')).toBe('simple_letter');
    expect(pricingModelNamed('MATERIAL_LENGTH')).toBe('advanced_letter');
    expect(pricingModelNamed('FRAME_FIT')).toBe('frame_fit');
    expect(pricingModelNamed('FIXED_HEIGHT')).toBe('legacy_fixed_height');
    for (const other of ['simple_letter', 'frame_fit', 'fixed_width', null, 3]) expect(pricingModelNamed(other)).toBeUndefined();
  });

  it('shows an enabled subscription as active and any disabled one as disabled, and back', () => {
    expect(statusOf(true)).toBe('active');
    expect(statusOf(false)).toBe('disabled');
    expect(enabledOf('active')).toBe(true);
    expect(enabledOf('disabled')).toBe(false);
  });

  it('shows a subscription’s first topic as the webhook’s topic', () => {
    expect(topicOf(['order:created', 'product:created'])).toBe('order:created');
  });

  it('replaces only the shown topic when a write names another, keeping topics a v3 client added', () => {
    expect(topicsAfterWrite(['order:created', 'form:submitted'], 'order:created')).toEqual(['order:created', 'form:submitted']);
    expect(topicsAfterWrite(['order:created', 'form:submitted'], 'product:created')).toEqual(['product:created', 'form:submitted']);
    expect(topicsAfterWrite(['order:created', 'form:submitted'], 'form:submitted')).toEqual(['form:submitted']);
    expect(topicsAfterWrite(['order:created'], 'product:created')).toEqual(['product:created']);
  });
});
