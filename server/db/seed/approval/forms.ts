/** Sample forms of the seeded templates (workflow spec §3): leave, overtime, compensatory leave, card-fix, business trip, leave cancellation… */
import { createDefaultConfig } from '@shared/form';
import type { ControlType, FormControl, FormDocument, OptionItem } from '@shared/form';

const need = (label: string) => [{ required: true, message: `请输入${label}` }];

const field = (
  type: ControlType,
  key: string,
  label: string,
  options: FormControl['options'] = {},
  isRequired = true,
): FormControl => ({
  type,
  key,
  model: key,
  label,
  options: { width: '100%', ...options },
  rules: isRequired ? need(label) : [{ required: false, message: '' }],
});

const choices = (labels: string[]): OptionItem[] =>
  labels.map((label, index) => ({ label, value: String(index + 1) }));

export const text = (key: string, label: string, isRequired = true) =>
  field('input', key, label, { placeholder: `请输入${label}`, clearable: true, maxLength: 100 }, isRequired);
export const area = (key: string, label: string, isRequired = true) =>
  field(
    'textarea',
    key,
    label,
    { placeholder: `请输入${label}`, minRows: 4, maxRows: 6, maxLength: 500 },
    isRequired,
  );
export const num = (key: string, label: string, min = 0, precision = 1) =>
  field('number', key, label, { min, precision, step: 1, placeholder: `请输入${label}` });
export const date = (key: string, label: string, showTime = false) =>
  field('date', key, label, {
    format: showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD',
    showTime,
    placeholder: `请选择${label}`,
  });
export const select = (key: string, label: string, labels: string[]) =>
  field('select', key, label, { options: choices(labels), placeholder: `请选择${label}`, clearable: true });
export const serial = (key = 'serialNo') =>
  field('uuid', key, '单据编号', { placeholder: '提交后自动生成' }, false);
export const phone = (key: string, label: string) => ({
  ...text(key, label, false),
  options: { ...text(key, label).options, customRules: 'phone' as const },
});

const doc = (list: FormControl[]): FormDocument => ({
  list,
  config: { ...createDefaultConfig(), layout: 'horizontal', labelWidth: 100 },
});

export interface SeedForm {
  id: string;
  formName: string;
  remark: string;
  document: FormDocument;
}

export const SEED_FORMS: SeedForm[] = [
  {
    id: 'F-LEAVE',
    formName: '请假申请单',
    remark: '请假',
    document: doc([
      serial(),
      select('leaveType', '请假类型', ['年假', '事假', '病假', '调休']),
      date('startDate', '开始日期'),
      date('endDate', '结束日期'),
      num('days', '请假天数', 0.5, 1),
      area('reason', '请假事由'),
      phone('contactPhone', '紧急联系电话'),
    ]),
  },
  {
    id: 'F-OVERTIME',
    formName: '加班申请单',
    remark: '加班',
    document: doc([
      serial(),
      date('startTime', '开始时间', true),
      date('endTime', '结束时间', true),
      num('hours', '加班时长(小时)', 0.5, 1),
      area('reason', '加班事由'),
    ]),
  },
  {
    id: 'F-COMP',
    formName: '调休申请单',
    remark: '调休',
    document: doc([
      serial(),
      date('compDate', '调休日期'),
      num('hours', '调休时长(小时)', 0.5, 1),
      area('reason', '调休说明', false),
    ]),
  },
  {
    id: 'F-CARDFIX',
    formName: '补卡申请单',
    remark: '补卡',
    document: doc([
      serial(),
      date('missTime', '缺卡时间', true),
      select('cardType', '补卡类型', ['上班卡', '下班卡']),
      area('reason', '补卡原因'),
    ]),
  },
  {
    id: 'F-TRIP',
    formName: '出差申请单',
    remark: '出差',
    document: doc([
      serial(),
      text('destination', '出差地点'),
      date('startDate', '出发日期'),
      date('endDate', '返回日期'),
      num('days', '出差天数', 0.5, 1),
      num('budget', '预算金额(元)', 0, 2),
      area('purpose', '出差事由'),
    ]),
  },
  {
    id: 'F-CANCEL',
    formName: '销假申请单',
    remark: '销假',
    document: doc([
      serial(),
      text('leaveNo', '原请假单号'),
      date('backDate', '实际返岗日期'),
      num('actualDays', '实际请假天数', 0, 1),
      area('remark', '备注', false),
    ]),
  },
  {
    id: 'F-EXPENSE',
    formName: '费用报销单',
    remark: '报销',
    document: doc([
      serial(),
      select('expenseType', '费用类型', ['差旅费', '招待费', '办公费', '其他']),
      num('amount', '报销金额(元)', 0, 2),
      area('detail', '费用说明'),
    ]),
  },
  {
    id: 'F-SALARY',
    formName: '调薪申请单',
    remark: '调薪',
    document: doc([
      serial(),
      text('employee', '员工姓名'),
      num('current', '现薪资(元)', 0, 2),
      num('proposed', '拟调薪资(元)', 0, 2),
      area('reason', '调薪理由'),
    ]),
  },
  {
    id: 'F-ASSET',
    formName: '资产领用单',
    remark: '资产',
    document: doc([
      serial(),
      text('assetName', '资产名称'),
      num('quantity', '数量', 1, 0),
      date('useDate', '领用日期'),
      area('purpose', '用途', false),
    ]),
  },
];
