import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators/state.js';
import { live } from 'lit/directives/live.js';
import { validateBuyer } from '../../booking/index.js';
import type { BuyerErrors, BuyerField, DeliveryMethod, ValidationKey } from '../../booking/types.js';
import { venueLink } from '../shared/frame.js';
import { TbStepElement } from '../shared/step-element.js';
import { countries } from './countries.js';
import { styles } from './buyer-form.styles.js';

type TextField = Exclude<BuyerField, 'salutation' | 'country'>;

/** Text fields: autocomplete token and input type. */
const PERSON: [TextField, string, string][] = [
  ['firstname', 'given-name', 'text'],
  ['lastname', 'family-name', 'text'],
  ['company', 'organization', 'text'],
  ['email', 'email', 'email'],
];
const ADDRESS: [TextField, string, string][] = [
  ['address1', 'address-line1', 'text'],
  ['address2', 'address-line2', 'text'],
  ['zip', 'postal-code', 'text'],
  ['city', 'address-level2', 'text'],
];
const OPTIONAL = new Set<BuyerField>(['company', 'address2']);
const ADDRESS_FIELDS = new Set<BuyerField>(['address1', 'address2', 'zip', 'city', 'country']);

/**
 * Step 5: how the tickets travel, then the buyer's details, as native inputs with labels and
 * `autocomplete` tokens: salutation, first and last name, company, e-mail, newsletter (with the
 * venue's privacy policy beside it, when the site owner set one), and the
 * postal address, asked only for delivery by post (chosen first, so the buyer is never sent
 * back for an address; an event sent by post only says so instead of asking). A field is checked once the buyer has left it; on
 * "continue" the flow checks them all, and an error summary takes the focus, with a link to
 * each field to correct. The rules are the flow's (`validateBuyer`, `buyerErrors`).
 *
 * @summary Collects the buyer's details.
 *
 * @csspart heading - The step heading (focused on arrival).
 * @csspart delivery - The delivery method choice.
 * @csspart form - The form.
 * @csspart field - A label with its input and error.
 * @csspart error-summary - The list of fields to correct.
 * @csspart privacy - What the details are used for, and the link to the privacy policy.
 * @csspart actions - Back and continue.
 * @csspart button - Every action button.
 * @csspart primary - The main action button.
 * @csspart back - The button back to the previous step.
 *
 * @cssprop --tb-color-danger - Errors.
 */
export class TbBuyerForm extends TbStepElement {
  static override styles = styles;

  /** Fields the buyer has left: they are checked as they change. */
  @state() private touched = new Set<BuyerField>();

  /** What the flow found when saving, then the live check of the fields left. */
  private errors: BuyerErrors = {};

  protected override willUpdate(): void {
    const state = this.state;
    const live = state ? validateBuyer(state.buyer, state.delivery) : {};
    const errors: BuyerErrors = { ...state?.buyerErrors };
    for (const field of this.touched) errors[field] ??= live[field];
    this.errors = Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as BuyerErrors;
  }

  private get addressRequired(): boolean {
    return this.state?.delivery === 'postal' || this.state?.event?.allowDigital === false;
  }

  private required(field: BuyerField): boolean {
    if (OPTIONAL.has(field) || field === 'salutation') return false;
    return ADDRESS_FIELDS.has(field) ? this.addressRequired : true;
  }

  private handleBlur(field: BuyerField): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field]);
  }

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    if (!this.flow || this.busy) return;
    await this.flow.next().catch(() => undefined);
    if (this.state?.step !== 'buyer' || Object.keys(this.state.buyerErrors).length === 0) return;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part~="error-summary"]')?.focus();
  }

  private focusField(event: Event, field: BuyerField): void {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>(`#f-${field}`)?.focus();
  }

  private renderLabel(field: BuyerField): TemplateResult {
    const t = this.t;
    const note = this.required(field)
      ? 'common.required'
      : OPTIONAL.has(field)
        ? 'common.optional'
        : undefined;
    return html`<label for="f-${field}">
      ${t.text(`buyer.${field}`)} ${note ? html`<span class="note">(${t.text(note)})</span>` : nothing}
    </label>`;
  }

  private renderError(field: BuyerField): TemplateResult | typeof nothing {
    const error = this.errors[field];
    return error ? html`<p class="error" id="e-${field}">${this.t.text(error)}</p>` : nothing;
  }

  private renderText([field, autocomplete, type]: [TextField, string, string]): TemplateResult {
    const error = this.errors[field];
    return html`<div part="field" class="field">
      ${this.renderLabel(field)}
      <input
        id="f-${field}"
        name=${field}
        type=${type}
        autocomplete=${autocomplete}
        ?required=${this.required(field)}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${error ? `e-${field}` : nothing}
        .value=${live(this.state?.buyer[field] ?? '')}
        @input=${(e: Event) => this.flow?.setBuyer({ [field]: (e.target as HTMLInputElement).value })}
        @blur=${() => this.handleBlur(field)}
      />
      ${this.renderError(field)}
    </div>`;
  }

  private renderSelect(field: 'salutation' | 'country', autocomplete: string, options: TemplateResult[]) {
    const error = this.errors[field];
    return html`<div part="field" class="field">
      ${this.renderLabel(field)}
      <select
        id="f-${field}"
        name=${field}
        autocomplete=${autocomplete}
        ?required=${this.required(field)}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${error ? `e-${field}` : nothing}
        @change=${(e: Event) => this.flow?.setBuyer({ [field]: (e.target as HTMLSelectElement).value })}
        @blur=${() => this.handleBlur(field)}
      >
        ${options}
      </select>
      ${this.renderError(field)}
    </div>`;
  }

  /** By e-mail or by post; a statement where the event sends by post only (one answer is no question). */
  private renderDelivery(): TemplateResult {
    const t = this.t;
    const state = this.state;
    if (state?.event?.allowDigital === false) {
      return html`<p part="delivery" class="delivery">${t.text('checkout.postalOnly')}</p>`;
    }
    const radio = (method: DeliveryMethod) =>
      html`<label class="choice">
        <input
          type="radio"
          name="delivery"
          .value=${method}
          .checked=${live((state?.delivery ?? 'digital') === method)}
          @change=${() => void this.flow?.setDelivery(method)}
        />
        <span>${t.text(`checkout.${method}`)}</span>
      </label>`;
    return html`<fieldset part="delivery" class="delivery">
      <legend>${t.text('checkout.deliveryMethod')}</legend>
      ${radio('digital')} ${radio('postal')}
      ${state?.delivery === 'postal' ? html`<p class="muted">${t.text('checkout.postalFee')}</p>` : nothing}
    </fieldset>`;
  }

  /** The errors the flow found when saving, as links to their fields. */
  private renderSummary(): TemplateResult | typeof nothing {
    const errors = Object.entries(this.state?.buyerErrors ?? {}) as [BuyerField, ValidationKey][];
    if (errors.length === 0) return nothing;
    const t = this.t;
    return html`<div part="error-summary" class="summary" tabindex="-1" aria-labelledby="summary-heading">
      <h3 id="summary-heading">${t.plural('buyer.summary', errors.length)}</h3>
      <ul>
        ${errors.map(
          ([field, error]) =>
            html`<li>
              <a href="#f-${field}" @click=${(e: Event) => this.focusField(e, field)}
                >${t.text('buyer.summaryItem', { field: t.text(`buyer.${field}`), error: t.text(error) })}</a
              >
            </li>`,
        )}
      </ul>
    </div>`;
  }

  /** What the details are used for, with the venue's privacy policy (when the site owner set it). */
  private renderPrivacy(): TemplateResult | typeof nothing {
    const href = this.state?.frame.privacyUrl;
    if (!href) return nothing;
    const t = this.t;
    return html`<p part="privacy" id="privacy" class="muted">
      ${t.text('frame.privacy')} ${venueLink(href, t.text('frame.privacyLink'), t)}
    </p>`;
  }

  override render() {
    const t = this.t;
    const buyer = this.state?.buyer;
    const option = (value: string, label: string, selected: boolean) =>
      html`<option value=${value} ?selected=${selected}>${label}</option>`;
    const salutations = (['', 'f', 'm'] as const).map((value) =>
      option(value, t.text(`buyer.salutation.${value || 'none'}`), (buyer?.salutation ?? '') === value),
    );
    const countryOptions = [
      option('', '', !buyer?.country),
      ...countries(t.locale.tag).map((c) => option(c.code, c.name, buyer?.country === c.code)),
    ];
    return html`
      ${this.renderHeading(t.text('buyer.heading'))} ${this.renderSummary()}
      <form part="form" novalidate @submit=${this.handleSubmit}>
        ${this.renderDelivery()} ${this.renderSelect('salutation', 'honorific-prefix', salutations)}
        ${PERSON.map((f) => this.renderText(f))}
        <label class="choice">
          <input
            type="checkbox"
            name="newsletter"
            aria-describedby=${this.state?.frame.privacyUrl ? 'privacy' : nothing}
            .checked=${live(buyer?.newsletter ?? false)}
            @change=${(e: Event) => this.flow?.setBuyer({ newsletter: (e.target as HTMLInputElement).checked })}
          />
          <span>${t.text('buyer.newsletter')}</span>
        </label>
        ${this.renderPrivacy()}
        ${
          this.addressRequired
            ? html`<fieldset>
                <legend>${t.text('buyer.address')}</legend>
                ${ADDRESS.map((f) => this.renderText(f))}
                ${this.renderSelect('country', 'country', countryOptions)}
              </fieldset>`
            : nothing
        }
        ${this.renderActions('buyer', { label: t.text('action.continue'), run: () => undefined, submit: true })}
      </form>
    `;
  }
}
