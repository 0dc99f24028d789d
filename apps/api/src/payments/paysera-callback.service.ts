import { Inject, Injectable, Logger } from '@nestjs/common';
import { ApiError, FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FulfilmentService } from './fulfilment.service';
import { parseData, verifyCallback } from './webtopay';

/** Paysera's payment status meaning "paid"; the others (0 not paid, 2 accepted, 3 extra info) change nothing. */
const STATUS_PAID = '1';

/**
 * The provider's callback: signatures first (on the raw values), then the checks the protocol asks for, then
 * exactly-once fulfilment. Anything not the provider's or not for this project answers 400 and changes nothing.
 */
@Injectable()
export class PayseraCallbackService {
  private readonly log = new Logger('PayseraCallback');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async handle(input: Record<string, unknown>): Promise<'OK'> {
    const paysera = this.config.paysera;
    if (!paysera) throw new ApiError(404, 'payments-unavailable', 'Mokėjimai neprieinami');
    const { data, ss1, ss2 } = input;
    if (typeof data !== 'string' || typeof ss1 !== 'string' || typeof ss2 !== 'string')
      throw FieldValidationError.of(
        typeof data !== 'string' ? 'data' : typeof ss1 !== 'string' ? 'ss1' : 'ss2',
        'required',
      );
    if (!verifyCallback({ data, ss1, ss2 }, paysera.signPassword, paysera.publicKeyPem))
      throw FieldValidationError.of('data', 'format', 'Neteisingas parašas (ss1, ss2)');
    const params = parseData(data);
    if (params.projectid !== paysera.projectId)
      throw FieldValidationError.of('projectid', 'format', 'Kito projekto mokėjimas');
    if ((params.test === '1') !== paysera.test)
      throw FieldValidationError.of(
        'test',
        'format',
        paysera.test ? 'Laukiama bandomojo mokėjimo' : 'Bandomieji mokėjimai nepriimami',
      );
    if (params.status !== STATUS_PAID) return 'OK';
    const orderId = /^\d{1,10}$/.test(params.orderid ?? '') ? Number(params.orderid) : NaN;
    if (!Number.isSafeInteger(orderId))
      throw FieldValidationError.of('orderid', 'format', 'Nežinomas užsakymas');
    const amountCents = /^\d{1,11}$/.test(params.amount ?? '') ? Number(params.amount) : -1;
    const outcome = await this.fulfilment.fulfil({
      orderId,
      amountCents,
      currency: (params.currency ?? '').toUpperCase(),
      providerRef: (params.requestid ?? '').slice(0, 60) || null,
    });
    if (outcome === 'needs-review') this.log.warn(`order ${orderId} needs review`);
    return 'OK';
  }
}
