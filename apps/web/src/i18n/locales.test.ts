import { describe, expect, it } from 'vitest';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';
import zhHant from './locales/zh_Hant.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

/** Simplified forms that must never appear in Traditional Chinese text. */
const SIMPLIFIED_ONLY = [
  ...'们这个为说时会发册码录验证账户设关页协议风险隐简门问间车见长头书买卖开专业务优单数据统计帮总结点击询载创复杂动态报价网络环确认应该达运营显请输获让经济汇钱银额资产负币种绑读还进选择联纪规则闭欢级图标题仓损亏较过无与对将从实际须样变历记线断续么队团愿阅览浏邮电话拟础内轻处热钟节试视觉顶划届齐写广丰乐义亿众伙侧债储儿党兴养册军农决况净减凭击刚删别剂剧劝办励劲劳势区医华卫却厅厉压县参双叶号叹启员响团园围图圆圣场坏块坚坛垒够夺奋奖妇孙学宁宝实审宪宫宽宾寻导寿尔尽层属岁岛币师帐带库庙废弃张弹归彻忆忧怀总恋恒恶恼悦悬惊惧惨惯愤戏战户执扩扫扬扰抚抢护报担拥拦择挂挡挣挤挥损换据摄摆摇摊撑敌数断旧显晓暂术机杀杂权条来极构枪柜标栏树档桥梦检楼横欧残毁毕气汉污汤沟没泪泽洁浅测济浑浓涂涨温湾湿满滤滥灭灯灵灾灿点炼烂烟烦烧热爱牵独狭环现电画畅疗皱盏盐监盖盘着矫矿砖础确碍礼祸离种积称稳穷窃竞笔筑签简类粮紧纠红约级纪纯纲纳纵纷纸纹组细织终绍经绑绕绘给络绝统继绩续维综绿缓编缘缩网罗罚罢职联聪肃肠肤肿胀胁胆胜脉脏脑脚脱脸腾舰艰艺节苏获营蓝虑虽补衬装见观规视览觉誉计订认讨让训议讯记讲许论设访证评识诉词译试诚话询该详语误说请诸诺读课谁调谈谊谋谓谢谨贝负贡财责贤败账货质贪购贯费贵贷贸资赋赏赔赚赛赞赢赶趋跃践车轨转轮软轻载较辅辆辉输辞边达迁过运还这进远违连迟适选递逻遗邮郑释针钟钢钱钻铁银链销锁错键镇长门闭问闯闲间闻阅阔队阳阴阵阶际陆陈险随隐难雾静韩页顶项顺须顾顿预领频题颜额风飞饭馆马驱验骑鱼鲜鸟鸡麦齐齿龄龙',
];

describe('locale files', () => {
  const zh = flatten(zhCN);
  const en = flatten(enUS);
  const hant = flatten(zhHant);

  it('have the same keys in all three languages', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    expect([...hant.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('have no empty texts and the same placeholders in each language', () => {
    for (const [key, text] of zh) {
      for (const other of [en, hant]) {
        const translated = other.get(key) ?? '';
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    }
  });

  it('write Traditional Chinese with Traditional characters', () => {
    const offenders = [...hant].filter(([, text]) => [...text].some((c) => SIMPLIFIED_ONLY.includes(c)));
    expect(offenders).toEqual([]);
  });

  it('translate the Chinese texts into English', () => {
    const untranslated = [...en].filter(([, text]) => /[\u4e00-\u9fff]/.test(text));
    expect(untranslated).toEqual([]);
  });
});
