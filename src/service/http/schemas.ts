/** TypeBox schemas of the /api/v1 resources (interface part 2), used for validation and the OpenAPI document. */
import { Type } from 'typebox';
import { BUILTIN_FORMATS } from '../../export/index.js';

export const ErrorBody = Type.Object(
  { error: Type.Object({ code: Type.String(), message: Type.String() }) },
  { $id: 'Error', description: 'Every rejected request (see README, "Run as a service")' },
);

const Status = Type.Union([Type.Literal('pending'), Type.Literal('queued'), Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]);
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const NullNum = Type.Union([Type.Number(), Type.Null()]);

export const PreviewBody = Type.Object({
  page_count: Type.Integer(),
  digital_pages: Type.Integer(),
  scanned_pages: Type.Integer(),
  credit_cost: Type.Integer(),
  pages: Type.Array(Type.Object({ page: Type.Integer(), type: Type.Union([Type.Literal('digital'), Type.Literal('scanned')]) })),
});

export const UploadBody = Type.Object({
  id: Type.String({ format: 'uuid' }),
  filename: Type.String(),
  status: Type.Literal('pending'),
  page_count: Type.Integer(),
  estimated_seconds: Type.Integer(),
});

const TransactionBody = Type.Object(
  {
    date: Type.String(),
    description: Type.String(),
    debit: Type.Number(),
    credit: Type.Number(),
    balance: NullNum,
    category: Type.String(),
    reference: Nullable(Type.String()),
    page_number: Type.Integer(),
    value_date: Nullable(Type.String()),
    confidence: Type.Number(),
  },
  { additionalProperties: true },
);

export const StatementBody = Type.Object({
  id: Type.String({ format: 'uuid' }),
  filename: Type.String(),
  status: Status,
  page_count: Type.Integer(),
  bank_name: Nullable(Type.String()),
  currency: Nullable(Type.String()),
  period_start: Nullable(Type.String()),
  period_end: Nullable(Type.String()),
  transaction_count: Type.Integer(),
  opening_balance: NullNum,
  closing_balance: NullNum,
  available_exports: Type.Array(Type.String()),
  transactions: Type.Array(TransactionBody),
  // Only for a file of several accounts: each account's own balances and reconciliation.
  accounts: Type.Optional(
    Type.Array(
      Type.Object(
        {
          index: Type.Integer(),
          account_number: Nullable(Type.String()),
          account_name: Nullable(Type.String()),
          currency: Nullable(Type.String()),
          opening_balance: NullNum,
          closing_balance: NullNum,
          transaction_count: Type.Integer(),
        },
        { additionalProperties: true },
      ),
    ),
  ),
  error_code: Nullable(Type.String()),
  error_message: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const ListBody = Type.Array(
  Type.Object({ id: Type.String({ format: 'uuid' }), filename: Type.String(), status: Status, transaction_count: Type.Integer() }),
  { description: 'Most recent first. When more remain, the Link header (rel="next") and X-Next-Cursor give the next page.' },
);

export const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  cursor: Type.Optional(Type.String({ maxLength: 64 })),
});

export const DownloadQuery = Type.Object({
  account: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'mt940, camt053, qbo of a statement of several accounts: the index of the account to write (the statement\'s accounts[].index)' })),
  allow_unreconciled: Type.Optional(Type.Boolean({ description: 'mt940, camt053, qbo: write a statement that does not reconcile as printed instead of refusing it (422 EXPORT_FAILED)' })),
});

export const IdParams = Type.Object({ id: Type.String() });
export const DownloadParams = Type.Object({ id: Type.String(), format: Type.String({ description: `one of ${BUILTIN_FORMATS.join(', ')}` }) });

export const MultipartFile = Type.Object(
  { file: Type.String({ format: 'binary', description: 'the PDF' }) },
  { description: 'multipart/form-data with one part named "file"' },
);
