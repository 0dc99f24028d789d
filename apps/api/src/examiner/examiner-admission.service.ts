import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ExaminerPerson, Language } from '@portal/contracts';
import { Repository } from 'typeorm';
import { examinerError } from './examiner-messages';
import { ExaminerRosterEntity } from './examiner-roster.entity';

/**
 * The roster rule of exam mode: only a candidate staff listed (registration number, birth date, sub-topic) may
 * start, and only within the entry's time window. Not listed and a wrong birth date get the same refusal, so the
 * answer never tells whether a registration number exists.
 */
@Injectable()
export class ExaminerAdmissionService {
  constructor(
    @InjectRepository(ExaminerRosterEntity) private readonly roster: Repository<ExaminerRosterEntity>,
  ) {}

  /** The candidate's entries for the sub-topic; 403 'not-rostered' when there is none. */
  async entriesOf(person: ExaminerPerson, sub: string, language: Language): Promise<ExaminerRosterEntity[]> {
    const entries = await this.roster.find({
      where: { regnr: normalizeRegnr(person.regnr), gdata: person.gdata, sub },
      order: { validFrom: 'ASC', id: 'ASC' },
    });
    if (!entries.length) throw examinerError('not-rostered', language);
    return entries;
  }

  /** The entries whose window holds `now`; 403 'outside-window' when none does. */
  inWindow(entries: ExaminerRosterEntity[], now: number, language: Language): ExaminerRosterEntity[] {
    const open = entries.filter((e) => e.validFrom <= now && now <= e.validTo);
    if (!open.length) throw examinerError('outside-window', language);
    return open;
  }
}

/** Registration numbers compare without surrounding blanks and case ("ab 123" is "AB 123"). */
export function normalizeRegnr(regnr: string): string {
  return regnr.trim().toUpperCase();
}
