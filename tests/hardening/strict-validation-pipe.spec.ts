import type { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength } from 'class-validator';
import { AcceptsUnknownFields } from '../../api/http/accepts-unknown-fields.js';
import { productValidationPipe } from '../../api/http/strict-validation.pipe.js';

class ListQuery {
  @IsOptional()
  @IsString()
  @MaxLength(8)
  reader_id?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Year must be a whole number' })
  @Max(2100)
  year?: number;
}

@AcceptsUnknownFields()
class LenientQuery {
  @IsOptional()
  @IsString()
  q?: string;
}

/** The application's pipe, with its calls to class-validator counted. */
function pipe() {
  const p = productValidationPipe();
  const validations = jest.spyOn(p as unknown as { validate: (o: object) => unknown }, 'validate');
  return { p, validations };
}

const query = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'query', metatype });
const refusal = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    return (error as BadRequestException).getResponse();
  }
  throw new Error('the pipe let it through');
};

describe('query strings found valid are not validated again (issue 20: class-validator was ~9 % of a cached reading list)', () => {
  it('builds the DTO afresh each time, typed as on the first, with one validation', async () => {
    const { p, validations } = pipe();
    const first = await p.transform({ reader_id: 'self', year: '2026' }, query(ListQuery));
    const second = await p.transform({ reader_id: 'self', year: '2026' }, query(ListQuery));
    for (const dto of [first, second]) {
      expect(dto).toBeInstanceOf(ListQuery);
      expect(dto).toEqual(Object.assign(new ListQuery(), { reader_id: 'self', year: 2026 }));
    }
    expect(second).not.toBe(first); // a handler may change its own DTO
    expect(validations).toHaveBeenCalledTimes(1);
  });

  it('validates every other query string, and refuses a bad one every time with the same words', async () => {
    const { p, validations } = pipe();
    await p.transform({ reader_id: 'self' }, query(ListQuery));
    const unknownField = { code: 'validation_failed', message: expect.any(String), errors: expect.any(Array) };
    for (let i = 0; i < 2; i++) {
      expect(await refusal(p.transform({ reader_id: 'self', extra: '1' }, query(ListQuery)))).toEqual(unknownField);
      expect(await refusal(p.transform({ year: 'soon' }, query(ListQuery)))).toMatchObject({ message: 'Year must be a whole number' });
      expect(await refusal(p.transform({ reader_id: 'much-too-long' }, query(ListQuery)))).toMatchObject({ code: 'validation_failed' });
    }
    expect(validations).toHaveBeenCalledTimes(7);
  });

  it('keeps DTOs apart: a query string valid for one is validated for another', async () => {
    const { p, validations } = pipe();
    await p.transform({ q: 'holes' }, query(LenientQuery));
    expect(await refusal(p.transform({ q: 'holes' }, query(ListQuery)))).toMatchObject({ code: 'validation_failed' });
    expect(validations).toHaveBeenCalledTimes(2);
  });

  it('validates every time a DTO that strips unknown fields, a body, and a query string too long to remember', async () => {
    const { p, validations } = pipe();
    for (let i = 0; i < 2; i++) {
      expect(await p.transform({ q: 'holes', utm: 'x' }, query(LenientQuery))).toEqual(Object.assign(new LenientQuery(), { q: 'holes' }));
      await p.transform({ reader_id: 'self' }, { type: 'body', metatype: ListQuery });
    }
    const long = { reader_id: 'self', year: '2026'.padStart(300, '0') };
    await p.transform(long, query(ListQuery));
    await p.transform(long, query(ListQuery));
    expect(validations).toHaveBeenCalledTimes(2 + 2 + 2);
  });
});
