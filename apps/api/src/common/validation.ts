/**
 * The global validation pipe: Nest's ValidationPipe (class-transformer + class-validator, whitelist,
 * forbidNonWhitelisted, forbidUnknownValues) with one shortcut for "flat" request bodies.
 *
 * Nest's pipe walks the whole body four times before class-validator sees it (closes array gaps, strips
 * prototype keys, deep-copies it with class-transformer, looks for binary values). For a deck request that
 * is a 50-entry object nobody validates below the top level (`deck` is checked by its own type test and
 * read by the deck library), and those walks were about 15 % of the validate route's CPU.
 *
 * A DTO marked `@FlatBody()` declares that every rule is on its top-level properties: no `@Type`,
 * `@Transform`, `@Expose`/`@Exclude` and no `@ValidateNested`. Its JSON bodies are validated by
 * class-validator, with the same options and the same error handling, on a shallow instance (a new
 * instance of the class holding the body's own properties, which is what class-transformer builds at the
 * top level). Anything unusual (not a plain object, a key the class inherits such as `constructor`) goes
 * through the stock pipe, so answers are identical (apps/api/test/decks-validation-pipe.spec.ts compares
 * both on a set of good and bad bodies). The JSON body parser has already refused `__proto__` keys
 * (common/json-body.ts), and JSON cannot hold sparse arrays or binary values.
 */
import { ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import { getMetadataStorage, validate, ValidationTypes, type ValidatorOptions } from 'class-validator';

const FLAT = new WeakSet<object>();

/**
 * Marks a body DTO whose validation rules are all on its top-level properties (see the module comment).
 * Property decorators run before class decorators, so a nested rule is caught here, at import.
 */
export function FlatBody(): ClassDecorator {
  return (target) => {
    const rules = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
    if (rules.some((r) => r.type === ValidationTypes.NESTED_VALIDATION)) {
      throw new Error(`@FlatBody() on ${target.name}: it has nested validation rules (@ValidateNested)`);
    }
    FLAT.add(target);
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export interface AppValidationPipeOptions extends ValidationPipeOptions {
  /** false: every body goes through the stock pipe (used by the equivalence test). Default true. */
  flatBodies?: boolean;
}

export class AppValidationPipe extends ValidationPipe {
  private readonly flatBodies: boolean;
  /** The stock pipe's class-validator options (errors without their target object), made once. */
  private flatOptions: ValidatorOptions | undefined;

  constructor(options: AppValidationPipeOptions = {}) {
    const { flatBodies = true, ...rest } = options;
    super(rest);
    this.flatBodies = flatBodies;
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype as (new () => object) | undefined;
    if (!this.flatBodies || metadata.type !== 'body' || !metatype || this.expectedType || !this.isTransformEnabled || !FLAT.has(metatype) || !isPlainObject(value)) {
      return super.transform(value, metadata);
    }
    const proto = metatype.prototype as object;
    const entity = new metatype() as Record<string, unknown>;
    for (const key of Object.keys(value)) {
      // an inherited name (constructor, toString, ...) is treated specially by class-transformer: stock path
      if (key in proto) return super.transform(value, metadata);
      entity[key] = value[key];
    }
    // class-validator itself (the stock pipe's `validate` needs its lazily loaded copy, set by a first stock call)
    this.flatOptions ??= { ...this.validatorOptions, validationError: { target: false, ...this.validatorOptions.validationError } };
    const errors = await validate(entity, this.flatOptions);
    if (errors.length > 0) {
      if (this.validatorOptions.validationError?.value === undefined) this.stripParentErrorValues(errors);
      throw await this.exceptionFactory(errors);
    }
    return entity;
  }
}
