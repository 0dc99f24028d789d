import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 26: `questions.topic` holds one of the family's topic ids (libs/contracts/src/families/definitions/*-topics.ts)
// instead of a free fine-grained string. The sample banks' questions (by ref) take the topic the seed files now give
// them; any other value that is no topic id of its family is cleared (the staff console then offers the family's
// topics; docs/decisions.md "Topics and the exam blueprint"). A frozen copy: later changes to the banks or the topic
// lists do not change what this migration did. No down: the fine-grained strings are not kept.

/** Per family, per topic: the sample questions' ref numbers (ref = prefix + number). */
const SAMPLE_TOPICS: Record<string, Record<string, string>> = {
  ket: {
    risks: '003 004 005 006 007 041 044 047 048 095 111 116 123 128 137 138 140 141 143',
    conduct:
      '002 008 009 011 025 026 028 029 030 031 036 043 055 056 057 058 063 064 072 096 107 108 109 117 119 129 131 139',
    priority: '010 013 014 015 021 022 023 024 032 037 038 039 042 045 046 142 144',
    'special-roads': '033 034 035 040 060 061 062 065 066 067 068 069 104 130',
    'safe-driving':
      '012 070 071 073 074 075 076 077 078 079 080 081 082 083 084 086 087 088 089 097 098 099 100 106 110 112 113 114 115 118 120 121 133 135 136',
    signs: '001 016 017 018 019 020 027 049 050 051 052 053 054 059',
    environment: '091 092',
    general: '085 090 093 094 101 102 103 105 122 124 125 126 127 132 134',
  },
  kodas: {
    'driving-time': '001 002 003 004 005 006 007 008 009 010 011 012 020 063 064 066',
    tachograph: '013 014 015 016 017 018 019 055 056',
    'rational-driving': '021 022 023 024 041 042 043 044 045 046 047 057 076 081 087',
    'road-safety': '048 049 050 051 058 059 060 065 102',
    health: '025 026 027 028 029 030 031 032 061 062',
    emergencies: '033 034 035 036 037 038 054',
    regulations: '039 040 052 053 074 075 077 078 086 100 103',
    goods: '067 068 069 070 071 072 073 079 080 082 083 084 085',
    passengers: '088 089 090 091 092 093 094 095 096 097 098 099 101 104 105 106',
  },
  tractor: {
    pto: '001 002 003 004 005 006 007 008 009',
    rollover: '010 011 012 013 014 016 017 018 019 020',
    hitching: '021 022 023 024 025 026 027 028 030 068',
    road: '015 029 032 033 034 035 036 037 038 039 040 041 043 069 070 071',
    maintenance: '031 044 045 046 047 048 049 050 051 052 053 054 055',
    'safe-operation': '042 056 057 058 059 060 061 062 063 064 065 066 067',
  },
  krautuvai: {
    capacity: '001 002 003 004 005 006 007 008 049 051',
    travelling: '009 010 011 012 013 019 031 038 039 046 057 061 065 066 070',
    'load-handling': '014 015 016 029 030 032 033 034 040 041 042 045',
    people: '017 018 035 043 044 047 052 053 055 056 060 062 063 067 069',
    energy: '020 021 022 023 024 025 026 027 058 064 068',
    checks: '028 036 037 048 050 054 059 071 072',
  },
  hidro: {
    setup: '001 002 003 004 005 006 007 068 078 084',
    'load-chart': '008 009 010 011 012 013 014 015 066 082 083',
    'power-lines': '016 017 018 019 020 021 022 023',
    slinging: '024 025 026 027 028 029 030 065 067 069 070',
    signals: '031 032 033 034 035 036 037 038 039',
    people: '040 041 042 043 075',
    technical: '044 045 046 047 048 049 050 051 052 053 054 061 081',
    operation: '055 056 057 058 059 060 062 063 064 071 072 077',
    forestry: '073 074 076 079 080 085 086 087 088',
  },
  examiner: {
    classification: '027 028 031 033 034',
    marking: '001 002 003 004 016 017 018 019 020 029 030 032 035',
    documents: '005 006 009 010 011 012 045',
    equipment: '007 013 014 015 026',
    safety: '008 021 022 023 024 025',
    tanks: '036 037 038',
    explosives: '039 040 041',
    radioactive: '042 043 044',
  },
};

const REF_PREFIX: Record<string, string> = {
  ket: 'ket-',
  kodas: 'kodas-',
  tractor: 'tractor-',
  krautuvai: 'krautuvai-',
  hidro: 'hidro-',
  examiner: 'adr-',
};

export class QuestionTopics1764910000000 implements MigrationInterface {
  name = 'QuestionTopics1764910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [family, topics] of Object.entries(SAMPLE_TOPICS)) {
      const ids = Object.keys(topics);
      for (const [topic, numbers] of Object.entries(topics)) {
        const refs = numbers.split(' ').map((n) => REF_PREFIX[family] + n);
        await queryRunner.query(
          `UPDATE questions SET topic = ? WHERE family = ? AND ref IN (${refs.map(() => '?').join(', ')})`,
          [topic, family, ...refs],
        );
      }
      await queryRunner.query(
        `UPDATE questions SET topic = NULL WHERE family = ? AND topic IS NOT NULL AND topic NOT IN (${ids
          .map(() => '?')
          .join(', ')})`,
        [family, ...ids],
      );
    }
  }

  async down(): Promise<void> {
    // The fine-grained strings are gone: nothing to restore (the topic ids stay valid text in the column).
  }
}
