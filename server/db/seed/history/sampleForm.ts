/** Believable answers for the seeded forms, read from the form documents themselves (any field the form has). */
import type { FormControl, FormDocument } from '@shared/form';
import type { Random } from './random';

const REASONS = [
  '家中有事需处理',
  '项目上线支持',
  '身体不适需休息',
  '客户现场问题排查',
  '季度结账加班',
  '外出办事',
];
const TEXTS: Record<string, readonly string[]> = {
  reason: REASONS,
  purpose: ['客户拜访与方案交流', '参加行业展会', '新员工入职使用', '项目现场实施', '部门日常办公'],
  detail: ['客户招待餐费', '打车及住宿费用', '办公用品采购', '项目资料打印'],
  destination: ['上海', '深圳', '成都', '西安', '武汉'],
  assetName: ['笔记本电脑', '显示器', '投影仪', '会议平板', '移动硬盘'],
  employee: ['刘洋', '陈晨', '周敏', '吴磊'],
  leaveNo: ['LEAVE-20260815-A1B2C3', 'LEAVE-20260902-D4E5F6'],
  remark: ['已按时返岗'],
};
const NUMBERS: Record<string, readonly [number, number]> = {
  days: [1, 6],
  actualDays: [1, 5],
  hours: [1, 8],
  amount: [60, 6_000],
  budget: [800, 9_000],
  current: [9_000, 22_000],
  proposed: [10_000, 26_000],
  quantity: [1, 3],
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (at: number) => {
  const d = new Date(at);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

const valueOf = (control: FormControl, random: Random, at: number): unknown => {
  const options = control.options as { showTime?: boolean; options?: { value: string }[] };
  switch (control.type) {
    case 'number': {
      const [min, max] = NUMBERS[control.key] ?? [1, 10];
      return random.int(min, max);
    }
    case 'date': {
      const day = dayOf(at + random.int(0, 3) * 86_400_000);
      return options.showTime ? `${day} ${pad(random.int(8, 20))}:00:00` : day;
    }
    case 'select':
      return random.pick(options.options ?? [{ value: '1' }]).value;
    case 'input':
    case 'textarea':
      return (control.options as { customRules?: string }).customRules === 'phone'
        ? `139${String(random.int(10_000_000, 99_999_999))}`
        : random.pick(TEXTS[control.key] ?? REASONS);
    default:
      return undefined;
  }
};

/** One application's answers for every field of `documents` the seed knows how to fill, as of `at`. */
export const sampleAnswers = (documents: readonly FormDocument[], random: Random, at: number) => {
  const answers: Record<string, unknown> = {};
  for (const control of documents.flatMap((document) => document.list)) {
    const value = valueOf(control, random, at);
    if (value !== undefined) answers[control.key] = value;
  }
  return answers;
};
